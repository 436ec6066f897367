import { useTranslation } from 'react-i18next';
import { CrownIcon } from '@/components/ui/icons';
import { currentLanguage } from '@/lib/i18n';
import { twoDecimalFormat } from '@/lib/locale';
import { useRankList } from './api/get-rank-list';
import { imageUrl } from '@/lib/image-host';
import { useImageHost } from '@/lib/image-host';

/** Spec §1/§9 winner board: up to 20 big wins (names masked by the server), scrolling upward. */
export function WinnerBoard() {
  const { t } = useTranslation('lobby');
  const host = useImageHost();
  const rank = useRankList();
  const winners = (rank.data ?? []).slice(0, 20);
  const money = twoDecimalFormat(currentLanguage());
  const rows = (copy: number) =>
    winners.map(({ vo }, i) => (
      <li key={`${copy}-${i}`} className="winners__row" aria-hidden={copy === 1 ? true : undefined}>
        <img src={imageUrl(host, vo.iconUrl)} alt="" width={40} height={40} loading="lazy" decoding="async" />
        <span className="winners__who">
          <span className="winners__name">{vo.customerName}</span>
          <span className="winners__game">{vo.gameName}</span>
        </span>
        <span className="winners__amount">{money.format(Number(vo.winAmount))}</span>
      </li>
    ));
  return (
    <section className="winners panel" aria-labelledby="winners-title" data-testid="winner-board">
      <h2 id="winners-title" className="winners__title">
        <CrownIcon /> {t('winners.title')}
      </h2>
      {winners.length === 0 ? (
        // Same height as the list, so nothing below moves when it arrives.
        <div className="winners__viewport winners__viewport--empty">
          <p className="winners__empty">{rank.isPending ? '\u00a0' : t('winners.empty')}</p>
        </div>
      ) : (
        <div className="winners__viewport" tabIndex={0} aria-label={t('winners.list')}>
          {/* Two copies scroll as one loop; the second is hidden from assistive technology. */}
          <ul className="winners__list" style={{ animationDuration: `${winners.length * 2.5}s` }}>
            {rows(0)}
            {winners.length > 4 ? rows(1) : null}
          </ul>
        </div>
      )}
    </section>
  );
}
