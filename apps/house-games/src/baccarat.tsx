import { useState } from 'react';
import { api, type BaccaratOutcome, type BaccaratRules, type Card, type GameSession } from './api';
import { Dialog, GameBar, HistoryList, useRounds } from './game-frame';
import { money, type T, type TextKey } from './i18n';

const CHIPS = [1, 5, 10, 50, 100, 500];
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];

function PlayingCard({ card, index }: { card: Card; index: number }) {
  const red = card.suit === 1 || card.suit === 2;
  const label = `${RANKS[card.rank - 1] ?? '?'}${SUITS[card.suit] ?? ''}`;
  return (
    <div
      className={`card${red ? ' red' : ''}`}
      style={{ animationDelay: `${index * 120}ms` }}
      aria-label={label}
      role="img"
    >
      <span>{RANKS[card.rank - 1]}</span>
      <span className="suit">{SUITS[card.suit]}</span>
    </div>
  );
}

/** Punto banco: chips on Player, Banker, Tie and the pairs, one deal per round from a fresh 8-deck shoe. */
export function BaccaratGame({ session, rules, t }: { session: GameSession; rules: BaccaratRules; t: T }) {
  const { balance, busy: dealing, error, lastWin, play, history, loadHistory, clearWin } = useRounds(session, t);
  const [chip, setChip] = useState(10);
  const [bets, setBets] = useState<Record<string, number>>({});
  const [outcome, setOutcome] = useState<BaccaratOutcome | null>(null);
  const [dialog, setDialog] = useState<'rules' | 'history' | null>(null);
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
    <main className="screen baccarat">
      <GameBar
        session={session}
        title={rules.name}
        balance={balance}
        t={t}
        onHistory={() => {
          setDialog('history');
          loadHistory();
        }}
      />
      <section className="felt">
        <div
          className={`banner${hand ? ` ${hand.winner.toLowerCase()}` : ''}`}
          aria-live="polite"
          data-testid="baccarat-banner"
        >
          {banner}
        </div>
        <div className="hands">
          {(['PLAYER', 'BANKER'] as const).map((side) => {
            const cards = side === 'PLAYER' ? hand?.playerCards : hand?.bankerCards;
            const totalPts = side === 'PLAYER' ? hand?.playerTotal : hand?.bankerTotal;
            return (
              <div className={`hand ${side.toLowerCase()}`} key={side}>
                <h2>
                  {t(side)} {hand && <span className="points">{totalPts}</span>}
                </h2>
                <div className="cards">
                  {cards ? (
                    cards.map((c, i) => <PlayingCard card={c} index={i} key={i} />)
                  ) : (
                    <div className="card back" aria-hidden="true" />
                  )}
                </div>
              </div>
            );
          })}
        </div>
        <div className="spots">
          {rules.spots.map((spot) => (
            <button
              type="button"
              key={spot}
              className={`spot ${spot.toLowerCase()}${outcome && outcome.returns[spot] && outcome.returns[spot] !== '0.00' ? ' won' : ''}`}
              onClick={() => place(spot)}
              disabled={dealing}
              data-testid={`spot-${spot}`}
            >
              <span className="spot-name">{t(spot as TextKey)}</span>
              <span className="spot-pay">{t('payout', { n: rules.payouts[spot] ?? 1 })}</span>
              {bets[spot] ? <span className="stake">{money(`${bets[spot]}.00`)}</span> : null}
            </button>
          ))}
        </div>
      </section>
      <div className="result" aria-live="polite">
        {error ? (
          <span role="alert" className="error">
            {error}
          </span>
        ) : lastWin && lastWin !== '0.00' ? (
          <span className="win">
            {t('win')} {session.currency} {money(lastWin)}
          </span>
        ) : null}
      </div>
      <div className="controls">
        <div className="chips" role="radiogroup" aria-label={t('chips')}>
          {CHIPS.map((c) => (
            <button
              type="button"
              role="radio"
              aria-checked={chip === c}
              key={c}
              className={`chip c${c}${chip === c ? ' on' : ''}`}
              onClick={() => setChip(c)}
            >
              {c}
            </button>
          ))}
        </div>
        <div className="bet-value">
          <span>{t('totalBet')}</span>
          <strong>
            {session.currency} {money(`${total}.00`)}
          </strong>
        </div>
        <button type="button" className="secondary" disabled={dealing || !total} onClick={() => setBets({})}>
          {t('clear')}
        </button>
        <button type="button" className="primary" disabled={dealing || !total} onClick={() => void deal()}>
          {dealing ? t('dealing') : t('deal')}
        </button>
        <button type="button" className="secondary" onClick={() => setDialog('rules')}>
          {t('payTable')}
        </button>
      </div>
      {dialog === 'rules' && (
        <Dialog title={t('payTable')} onClose={() => setDialog(null)} t={t}>
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
          <p className="muted">{t('bankerNote')}</p>
          <p className="muted">{t('limits', { min: money(rules.min), max: money(rules.max) })}</p>
        </Dialog>
      )}
      {dialog === 'history' && (
        <Dialog title={t('history')} onClose={() => setDialog(null)} t={t}>
          <HistoryList rows={history} t={t} currency={session.currency} />
        </Dialog>
      )}
    </main>
  );
}
