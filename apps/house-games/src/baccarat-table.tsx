import type { BaccaratOutcome, BaccaratRules, Card } from './api';
import type { T, TextKey } from './i18n';

const CHIPS = [1, 5, 10, 50, 100, 500];
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];

type Hand = BaccaratOutcome['hand'];

export function PlayingCard({ card, index }: { card: Card; index: number }) {
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

/** The Player's and the Banker's cards and points; face-down cards before the first deal. */
export function Hands({ hand, t }: { hand: Hand | undefined; t: T }) {
  return (
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
  );
}

/** The betting spots: each shows its payout and the stake on it, and is marked when it won the round. */
export function Spots(props: {
  rules: BaccaratRules;
  bets: Record<string, number>;
  /** What each spot returned in the last round (a won spot is marked). */
  outcome: { returns: Record<string, string> } | null;
  dealing: boolean;
  onPlace: (spot: string) => void;
  t: T;
}) {
  const { rules, bets, outcome, t } = props;
  const won = (spot: string) => outcome && outcome.returns[spot] && outcome.returns[spot] !== '0.00';
  return (
    <div className="spots">
      {rules.spots.map((spot) => (
        <button
          type="button"
          key={spot}
          className={`spot ${spot.toLowerCase()}${won(spot) ? ' won' : ''}`}
          onClick={() => props.onPlace(spot)}
          disabled={props.dealing}
          data-testid={`spot-${spot}`}
        >
          <span className="spot-name">{t(spot as TextKey)}</span>
          <span className="spot-pay">{t('payout', { n: rules.payouts[spot] ?? 1 })}</span>
          {bets[spot] ? <span className="stake">{t.money(`${bets[spot]}.00`)}</span> : null}
        </button>
      ))}
    </div>
  );
}

/** The chip values to bet with, one chosen at a time. */
export function ChipRack({ chip, onChoose, t }: { chip: number; onChoose: (chip: number) => void; t: T }) {
  return (
    <div className="chips" role="radiogroup" aria-label={t('chips')}>
      {CHIPS.map((c) => (
        <button
          type="button"
          role="radio"
          aria-checked={chip === c}
          key={c}
          className={`chip c${c}${chip === c ? ' on' : ''}`}
          onClick={() => onChoose(c)}
        >
          {c}
        </button>
      ))}
    </div>
  );
}
