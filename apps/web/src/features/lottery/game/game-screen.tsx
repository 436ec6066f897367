import { useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LotteryGameDetail } from '@fortuna/contracts';
import { familyRules } from '@fortuna/contracts/lottery/families';
import { formatAmount } from '@fortuna/contracts/money-format';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState } from '@/components/ui/empty-state';
import { Tabs } from '@/components/ui/tabs';
import { Button } from '@/components/ui/button';
import { gameQuery, usePlaceSlip } from '../api/lottery-api';
import { BetBoard } from '../board/bet-board';
import { BetSlip, type Chase } from '../slip/bet-slip';
import { minorText, newKey, SLIP_UNITS, type SlipLine } from '../slip/slip-fns';
import { ResultsPanel } from '../results/results-panel';
import { TicketsPanel } from '../tickets/tickets-panel';
import { GameHeader } from './game-header';
import { lotteryErrorText } from './lottery-error';
import { useDrawRefresh } from './use-draw-refresh';

type Panel = 'results' | 'tickets';

/** One lottery game: issue and countdown, bet board, slip with chase, results and my tickets. */
export function GameScreen({ gameCode, vassalage }: { gameCode: string; vassalage?: string }) {
  const { t } = useTranslation('lottery');
  const game = useQuery(gameQuery(gameCode, vassalage));
  if (game.isPending) return <Spinner size="lg" />;
  if (game.isError)
    return (
      <EmptyState
        title={t('state.gameFailed')}
        hint={lotteryErrorText(game.error)}
        action={<Button onClick={() => void game.refetch()}>{t('state.retry')}</Button>}
      />
    );
  return <GameBody game={game.data} receivedAt={game.dataUpdatedAt} />;
}

function GameBody({ game, receivedAt }: { game: LotteryGameDetail; receivedAt: number }) {
  const { t, i18n } = useTranslation('lottery');
  const rules = familyRules(game.family);
  const kinds = useMemo(
    () => game.kinds.map((k) => rules?.kindOf(k.code)).filter((k): k is NonNullable<typeof k> => Boolean(k)),
    [game.kinds, rules],
  );
  const [lines, setLines] = useState<SlipLine[]>([]);
  const [unit, setUnit] = useState<number>(SLIP_UNITS[0]);
  const [chase, setChase] = useState<Chase>({ on: false, issues: 3, stopOnWin: true });
  const [panel, setPanel] = useState<Panel>('results');
  const [notice, setNotice] = useState<string | null>(null);
  const place = usePlaceSlip();
  const slipKey = useRef<string | null>(null);
  const { now, saleOpen } = useDrawRefresh(game, receivedAt);
  const current = game.current;

  const changeLines = (next: SlipLine[]) => {
    slipKey.current = null; // another slip: another idempotency key
    place.reset();
    setNotice(null);
    setLines(next);
  };
  const addLines = (kind: string, selections: unknown[]) =>
    changeLines([...lines, ...selections.map((selection) => ({ id: newKey(), kind, selection, unit, multiple: 1 }))]);
  const submit = () => {
    if (!current) return;
    slipKey.current ??= newKey();
    place.mutate(
      {
        gameCode: game.gameCode,
        vassalage: game.vassalage,
        issueCode: current.issueCode,
        lines: lines.map((l) => ({
          kind: l.kind,
          selection: l.selection as Record<string, unknown>,
          unit: minorText(l.unit),
          multiple: l.multiple,
        })),
        chase: chase.on ? { issues: chase.issues, stopOnWin: chase.stopOnWin } : undefined,
        idempotencyKey: slipKey.current,
      },
      {
        onSuccess: (r) => {
          slipKey.current = null;
          setLines([]);
          setNotice(t('slip.placed', { count: r.tickets.length, total: formatAmount(r.total, i18n.language) }));
          setPanel('tickets');
        },
      },
    );
  };

  return (
    <div className="lott-game" data-testid="lott-game" data-family={game.family}>
      <GameHeader game={game} now={now} />
      {kinds.length === 0 ? (
        <EmptyState title={t('state.noKinds')} />
      ) : (
        <div className="lott-game__play">
          <BetBoard kinds={kinds} prizeGroup={game.prizeGroup} unit={unit} onAdd={addLines} disabled={!saleOpen} />
          <div className="lott-game__side">
            <BetSlip
              lines={lines}
              onLines={changeLines}
              unit={unit}
              onUnit={setUnit}
              chase={chase}
              onChase={setChase}
              kindOf={(code) => rules?.kindOf(code) ?? null}
              prizeGroup={game.prizeGroup}
              maxChase={Math.max(1, game.upcoming.length)}
              onPlace={submit}
              placing={place.isPending}
              closed={!saleOpen}
              error={place.isError ? lotteryErrorText(place.error) : null}
            />
            {notice ? (
              <p className="lott-success" role="status" data-testid="lott-slip-placed">
                {notice}
              </p>
            ) : null}
          </div>
        </div>
      )}
      <Tabs<Panel>
        items={[
          { key: 'results', label: t('results.title') },
          { key: 'tickets', label: t('tickets.title') },
        ]}
        value={panel}
        onChange={setPanel}
        label={t('game.panels')}
        variant="underline"
        idPrefix="lott-panels"
      />
      <div id="lott-panels-panel" role="tabpanel" aria-labelledby={`lott-panels-tab-${panel}`}>
        {panel === 'results' ? (
          <ResultsPanel gameCode={game.gameCode} vassalage={game.vassalage} family={game.family} />
        ) : (
          <TicketsPanel gameCode={game.gameCode} vassalage={game.vassalage} />
        )}
      </div>
    </div>
  );
}
