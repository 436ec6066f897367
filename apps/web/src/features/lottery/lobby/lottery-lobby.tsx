import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { LotteryGameSummary, PrizeMode } from '@fortuna/contracts';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState } from '@/components/ui/empty-state';
import { Button } from '@/components/ui/button';
import { Tabs } from '@/components/ui/tabs';
import { LottoIcon } from '@/components/ui/icons';
import { currentLanguage } from '@/lib/i18n';
import { lobbyQuery } from '../api/lottery-api';
import { lotteryErrorText } from '../game/lottery-error';
import { useServerNow } from '../game/use-server-now';
import { GameTile } from './game-tile';
import { useLotteryFavourites } from './use-favourites';

const FAMILY_ORDER = ['SSC', 'PK10', 'K3', '11X5', 'VN_NORTH', 'VN_CENTRE', 'VN_SOUTH', 'THAI', '4D'];
/** Families in the order LOTTERY.md lists them, then faster cadences first, then by name. */
const byFamily = (a: LotteryGameSummary, b: LotteryGameSummary) =>
  FAMILY_ORDER.indexOf(a.family) - FAMILY_ORDER.indexOf(b.family) ||
  (a.cadenceSeconds ?? Infinity) - (b.cadenceSeconds ?? Infinity) ||
  a.gameName.localeCompare(b.gameName);

/**
 * Games in groups (a family, a region…), each a grid of tiles, with the member's favourites first.
 * `group` names each game's group; groups keep the order they first appear in.
 */
export function GameGroups({
  games,
  base,
  group,
  serverTime,
  receivedAt,
}: {
  games: LotteryGameSummary[];
  base: string;
  group: (g: LotteryGameSummary) => string;
  serverTime: string;
  receivedAt: number;
}) {
  const { t } = useTranslation('lottery');
  const now = useServerNow(serverTime, receivedAt);
  const { list } = useLotteryFavourites();
  const favourites = games.filter((g) => list.includes(g.gameCode));
  const groups = new Map<string, LotteryGameSummary[]>();
  for (const g of [...games].sort(byFamily)) groups.set(group(g), [...(groups.get(group(g)) ?? []), g]);
  const section = (title: string, items: LotteryGameSummary[], key: string) => (
    <section key={key} className="lott-group" aria-labelledby={`lott-group-${key}`}>
      <h2 id={`lott-group-${key}`} className="lott-section-title">
        {title}
      </h2>
      <ul className="lott-tiles">
        {items.map((g) => (
          <GameTile key={`${g.vassalage}:${g.gameCode}`} game={g} base={base} now={now} />
        ))}
      </ul>
    </section>
  );
  return (
    <div className="lott-groups" data-testid="lott-lobby">
      {favourites.length ? section(t('lobby.favourites'), favourites, 'fav') : null}
      {[...groups].map(([name, items]) => section(t(`group.${name}`), items, name))}
    </div>
  );
}

/** Loading, failure and empty states around a lobby query's games. */
export function LobbyGames({
  filter,
  base,
  group,
}: {
  filter: { prizeMode?: PrizeMode; vassalage?: string };
  base: string;
  group: (g: LotteryGameSummary) => string;
}) {
  const { t } = useTranslation('lottery');
  const lobby = useQuery(lobbyQuery(filter, currentLanguage()));
  if (lobby.isPending) return <Spinner size="lg" />;
  if (lobby.isError)
    return (
      <EmptyState
        title={t('state.lobbyFailed')}
        hint={lotteryErrorText(lobby.error)}
        action={<Button onClick={() => void lobby.refetch()}>{t('state.retry')}</Button>}
      />
    );
  if (lobby.data.games.length === 0)
    return <EmptyState icon={<LottoIcon />} title={t('lobby.empty')} hint={t('lobby.emptyHint')} />;
  return (
    <GameGroups
      games={lobby.data.games}
      base={base}
      group={group}
      serverTime={lobby.data.serverTime}
      receivedAt={lobby.dataUpdatedAt}
    />
  );
}

const MODES = ['LOTT', 'ELOTT'] as const;
type Mode = (typeof MODES)[number];

/** /lottery: the platform's fast games by prize mode (LOTT, ELOTT), grouped by family. */
export function LotteryLobby() {
  const { t } = useTranslation('lottery');
  const [params, setParams] = useSearchParams();
  const mode: Mode = params.get('prizeMode') === 'ELOTT' ? 'ELOTT' : 'LOTT';
  return (
    <>
      <Tabs<Mode>
        items={MODES.map((m) => ({ key: m, label: t(`prizeMode.${m}`) }))}
        value={mode}
        onChange={(m) => setParams({ prizeMode: m }, { replace: true })}
        label={t('lobby.prizeModes')}
        variant="segment"
      />
      <LobbyGames filter={{ vassalage: mode }} base="/lottery" group={(g) => g.family} />
    </>
  );
}
