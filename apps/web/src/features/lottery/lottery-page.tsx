import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LottoIcon } from '@/components/ui/icons';
import { EmptyState } from '@/components/ui/empty-state';

const TITLE_KEY: Record<string, string> = {
  '/lottery': 'lottery.title',
  '/seaLottery': 'lottery.seaTitle',
  '/vnLottery': 'lottery.vnTitle',
};

/** Lottery screens (spec §2): login required, no footer. The game arrives with the lottery issue. */
export default function LotteryPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  return (
    <div className="container page" data-testid="lottery-page">
      <h1 className="page-title">
        <span className="page-title__icon">
          <LottoIcon />
        </span>
        {t(TITLE_KEY[pathname.replace(/\/$/, '')] ?? 'lottery.title')}
      </h1>
      {gameCode ? <p className="page-lead">{t('lottery.game', { gameCode })}</p> : null}
      <EmptyState icon={<LottoIcon />} title={t('state.noData')} hint={t('lottery.hint')} />
    </div>
  );
}
