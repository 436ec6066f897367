import { useState } from 'react';
import { api, type BaccaratOutcome, type BaccaratRules, type GameSession } from './api';
import { BaccaratPayTable, ChipRack, Hands, Spots } from './baccarat-table';
import { PayTableButton, useGameDialogs } from './game-dialogs';
import { GameScreen, RoundMessage, useRounds } from './game-frame';
import type { T } from './i18n';

/** Punto banco: chips on Player, Banker, Tie and the pairs, one deal per round from a fresh 8-deck shoe. */
export function BaccaratGame({ session, rules, t }: { session: GameSession; rules: BaccaratRules; t: T }) {
  const { balance, busy: dealing, error, lastWin, play, history, loadHistory, clearWin } = useRounds(session, t);
  const dialogs = useGameDialogs(loadHistory);
  const [chip, setChip] = useState(10);
  const [bets, setBets] = useState<Record<string, number>>({});
  const [outcome, setOutcome] = useState<BaccaratOutcome | null>(null);
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
    const dealt = await play(() => api.deal(session.token, stakes));
    if (dealt) setOutcome(dealt);
  };

  const hand = outcome?.hand;
  const banner = hand ? (hand.winner === 'TIE' ? t('tie') : t('wins', { side: t(hand.winner) })) : t('placeBets');
  return (
    <GameScreen
      kind="baccarat"
      session={session}
      title={rules.name}
      balance={balance}
      dialogs={dialogs}
      payTable={<BaccaratPayTable rules={rules} t={t} />}
      history={history}
      t={t}
    >
      <section className="felt">
        <div
          className={`banner${hand ? ` ${hand.winner.toLowerCase()}` : ''}`}
          aria-live="polite"
          data-testid="baccarat-banner"
        >
          {banner}
        </div>
        <Hands hand={hand} t={t} />
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
