import { useState, type ReactNode } from 'react';
import type { BaccaratRules, GameSession, RoundResult } from './api';
import { ChipRack, Spots } from './baccarat-table';
import { PayTableButton, useGameDialogs } from './game-dialogs';
import { GameScreen, RoundMessage, useRounds } from './game-frame';
import type { T, TextKey } from './i18n';

/** What a card table's round answers: what each spot returned (and whatever the cards were). */
type TableOutcome = { returns: Record<string, string> };

/** What makes one card table differ from another: its deal call, its cards and who won. */
export type CardTableKind<O extends TableOutcome> = {
  kind: 'baccarat' | 'dragonTiger';
  /** Extra class of the felt (the table's own colours). */
  felt?: string;
  bannerTestId: string;
  deal: (token: string, stakes: Record<string, string>) => Promise<RoundResult<O>>;
  /** The winning side of a dealt round (PLAYER, BANKER, DRAGON, TIGER or TIE). */
  winner: (outcome: O) => string;
  /** The cards on the felt: face down before the first deal. */
  cards: (outcome: O | null, t: T) => ReactNode;
  /** The pay table's note under the payouts (the banker's commission, the tie rule). */
  note: TextKey;
};

/** A table's pay table: each spot's payout, the table's note and its limits. */
export function TablePayTable({ rules, note, t }: { rules: BaccaratRules; note: TextKey; t: T }) {
  return (
    <>
      <table className="pays">
        <tbody>
          {rules.spots.map((spot) => (
            <tr key={spot}>
              <td>{t(spot as TextKey)}</td>
              <td className="num">{rules.payouts[spot]}:1</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">{t(note)}</p>
      <p className="muted">{t('limits', { min: t.money(rules.min), max: t.money(rules.max) })}</p>
    </>
  );
}

/** A card table: chips on its spots, one deal per round, the winner announced, the chips' returns marked. */
export function CardTableGame<O extends TableOutcome>(props: {
  table: CardTableKind<O>;
  session: GameSession;
  rules: BaccaratRules;
  t: T;
}) {
  const { table, session, rules, t } = props;
  const { balance, busy: dealing, error, lastWin, play, history, loadHistory, clearWin } = useRounds(session, t);
  const dialogs = useGameDialogs(loadHistory);
  const [chip, setChip] = useState(10);
  const [bets, setBets] = useState<Record<string, number>>({});
  const [outcome, setOutcome] = useState<O | null>(null);
  const total = Object.values(bets).reduce((a, b) => a + b, 0);
  const max = Number(rules.max);

  const place = (spot: string) => {
    if (dealing) return;
    setOutcome(null);
    clearWin();
    setBets((b) => ({ ...b, [spot]: Math.min(max, (b[spot] ?? 0) + chip) }));
  };

  const deal = async () => {
    if (!total || dealing) return;
    const stakes = Object.fromEntries(Object.entries(bets).map(([k, v]) => [k, `${v}.00`]));
    const dealt = await play(() => table.deal(session.token, stakes));
    if (dealt) setOutcome(dealt);
  };

  const winner = outcome ? table.winner(outcome) : null;
  const banner = winner ? (winner === 'TIE' ? t('tie') : t('wins', { side: t(winner as TextKey) })) : t('placeBets');
  return (
    <GameScreen
      kind={table.kind}
      session={session}
      title={rules.name}
      balance={balance}
      dialogs={dialogs}
      payTable={<TablePayTable rules={rules} note={table.note} t={t} />}
      history={history}
      t={t}
    >
      <section className={table.felt ? `felt ${table.felt}` : 'felt'}>
        <div
          className={`banner${winner ? ` ${winner.toLowerCase()}` : ''}`}
          aria-live="polite"
          data-testid={table.bannerTestId}
        >
          {banner}
        </div>
        {table.cards(outcome, t)}
        <Spots rules={rules} bets={bets} outcome={outcome} dealing={dealing} onPlace={place} t={t} />
      </section>
      <div className="result" aria-live="polite">
        <RoundMessage error={error} lastWin={lastWin} t={t} />
      </div>
      <div className="controls">
        <ChipRack chip={chip} onChoose={setChip} t={t} />
        <div className="bet-value">
          <span>{t('totalBet')}</span>
          <strong>{t.money(`${total}.00`)}</strong>
        </div>
        <button type="button" className="secondary" disabled={dealing || !total} onClick={() => setBets({})}>
          {t('clear')}
        </button>
        <button type="button" className="primary" disabled={dealing || !total} onClick={() => void deal()}>
          {dealing ? t('dealing') : t('deal')}
        </button>
        <PayTableButton t={t} onOpen={dialogs.openPayTable} />
      </div>
    </GameScreen>
  );
}
