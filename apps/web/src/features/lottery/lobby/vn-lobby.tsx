import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { LotteryGameSummary } from '@fortuna/contracts';
import {
  VN_DRAW_MINUTE,
  VN_PROVINCES,
  VN_UTC_OFFSET_MINUTES,
  type VnRegion,
} from '@fortuna/contracts/lottery/vn-sheets';
import { Tabs } from '@/components/ui/tabs';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState } from '@/components/ui/empty-state';
import { Button } from '@/components/ui/button';
import { currentLanguage } from '@/lib/i18n';
import { lobbyQuery } from '../api/lottery-api';
import { lotteryErrorText } from '../game/lottery-error';
import { regionOf } from '../results/result-fns';
import { GameGroups } from './lottery-lobby';
import { gamePath } from './game-tile';

const MENUS = ['NORTH', 'CENTRE', 'SOUTH', 'FAST'] as const;
type Menu = (typeof MENUS)[number];

/** Which menu a Vietnamese game is under: its region, or FAST for the fair-drawn minute games. */
const menuOf = (g: LotteryGameSummary): Menu => (g.cadenceSeconds ? 'FAST' : (regionOf(g.family) ?? 'NORTH'));

/** Vietnam's weekday now (0 = Sunday) and the text of a draw minute ("16:15"). */
const vnWeekday = (nowMs: number) => new Date(nowMs + VN_UTC_OFFSET_MINUTES * 60_000).getUTCDay();
const vnDate = (ms: number) => new Date(ms + VN_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
const minuteText = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/**
 * /vnLottery: region menus (North, Centre, South, and the fast "siêu tốc" games), the day's
 * schedule of the region (provinces drawing today and the draw time, Vietnam time) and the
 * region's games with their current issue and last result.
 */
export function VnLobby() {
  const { t } = useTranslation('lottery');
  const [params, setParams] = useSearchParams();
  const menu: Menu = (MENUS as readonly string[]).includes(params.get('region') ?? '')
    ? (params.get('region') as Menu)
    : 'NORTH';
  const lobby = useQuery(lobbyQuery({ vassalage: 'TCG_LOTTO_VN' }, currentLanguage()));
  return (
    <>
      <Tabs<Menu>
        items={MENUS.map((m) => ({ key: m, label: t(`region.${m}`) }))}
        value={menu}
        onChange={(m) => setParams({ region: m }, { replace: true })}
        label={t('vn.regions')}
        variant="segment"
      />
      {lobby.isPending ? <Spinner size="lg" /> : null}
      {lobby.isError ? (
        <EmptyState
          title={t('state.lobbyFailed')}
          hint={lotteryErrorText(lobby.error)}
          action={<Button onClick={() => void lobby.refetch()}>{t('state.retry')}</Button>}
        />
      ) : null}
      {lobby.data ? (
        <VnRegionView
          menu={menu}
          games={lobby.data.games}
          serverTime={lobby.data.serverTime}
          receivedAt={lobby.dataUpdatedAt}
        />
      ) : null}
    </>
  );
}

function VnRegionView({
  menu,
  games,
  serverTime,
  receivedAt,
}: {
  menu: Menu;
  games: LotteryGameSummary[];
  serverTime: string;
  receivedAt: number;
}) {
  const { t } = useTranslation('lottery');
  const mine = games.filter((g) => menuOf(g) === menu);
  const today = vnWeekday(Date.parse(serverTime));
  const schedule = menu === 'FAST' ? [] : VN_PROVINCES[menu as VnRegion][today]!;
  const byName = new Map(mine.map((g) => [g.gameName, g]));
  return (
    <div className="lott-vn">
      {menu !== 'FAST' ? (
        <section className="lott-vn__schedule" aria-labelledby="lott-vn-today" data-testid="vn-schedule">
          <h2 id="lott-vn-today" className="lott-section-title">
            {t('vn.today', { day: t(`weekday.${today}`), time: minuteText(VN_DRAW_MINUTE[menu as VnRegion]) })}
          </h2>
          <ul className="lott-vn__provinces">
            {schedule.map((name) => {
              const game = byName.get(name);
              return (
                <li key={name}>
                  {game ? (
                    <Link className="lott-chip" to={gamePath('/vnLottery', game)}>
                      {name}
                    </Link>
                  ) : (
                    <span className="lott-chip">{name}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      {mine.length === 0 ? (
        <EmptyState title={t('lobby.empty')} hint={t('lobby.emptyHint')} />
      ) : (
        <GameGroups
          games={mine}
          base="/vnLottery"
          group={(g) =>
            g.cadenceSeconds
              ? 'FAST'
              : g.current && vnDate(Date.parse(g.current.drawAt)) === vnDate(Date.parse(serverTime))
                ? 'TODAY'
                : 'OTHER_DAYS'
          }
          serverTime={serverTime}
          receivedAt={receivedAt}
        />
      )}
    </div>
  );
}
