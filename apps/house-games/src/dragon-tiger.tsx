import { api, type DragonTigerOutcome, type DragonTigerRules, type GameSession } from './api';
import { PlayingCard } from './baccarat-table';
import { CardTableGame, type CardTableKind } from './card-table';
import type { T } from './i18n';

type Round = DragonTigerOutcome['round'];

/** Dragon's and Tiger's cards: face down before the first deal. */
function Sides({ round, t }: { round: Round | undefined; t: T }) {
  return (
    <div className="hands">
      {(['DRAGON', 'TIGER'] as const).map((side) => {
        const card = side === 'DRAGON' ? round?.dragon : round?.tiger;
        return (
          <div className={`hand ${side.toLowerCase()}`} key={side} data-testid={`side-${side}`}>
            <h2>{t(side)}</h2>
            <div className="cards">
              {card ? <PlayingCard card={card} index={0} /> : <div className="card back" aria-hidden="true" />}
            </div>
          </div>
        );
      })}
    </div>
  );
}

const DRAGON_TIGER: CardTableKind<DragonTigerOutcome> = {
  kind: 'dragonTiger',
  felt: 'dragon-tiger',
  bannerTestId: 'dt-banner',
  deal: api.dealDragonTiger,
  winner: (outcome) => outcome.round.winner,
  cards: (outcome, t) => <Sides round={outcome?.round} t={t} />,
  note: 'dtNote',
};

/** Dragon Tiger: chips on Dragon, Tiger, Tie or Suited tie; one card each from a fresh 8-deck shoe. */
export function DragonTigerGame({ session, rules, t }: { session: GameSession; rules: DragonTigerRules; t: T }) {
  return <CardTableGame table={DRAGON_TIGER} session={session} rules={rules} t={t} />;
}
