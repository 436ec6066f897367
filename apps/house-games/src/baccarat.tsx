import { api, type BaccaratOutcome, type BaccaratRules, type GameSession } from './api';
import { Hands } from './baccarat-table';
import { CardTableGame, type CardTableKind } from './card-table';
import type { T } from './i18n';

const BACCARAT: CardTableKind<BaccaratOutcome> = {
  kind: 'baccarat',
  bannerTestId: 'baccarat-banner',
  deal: api.deal,
  winner: (outcome) => outcome.hand.winner,
  cards: (outcome, t) => <Hands hand={outcome?.hand} t={t} />,
  note: 'bankerNote',
};

/** Punto banco: chips on Player, Banker, Tie and the pairs, one deal per round from a fresh 8-deck shoe. */
export function BaccaratGame({ session, rules, t }: { session: GameSession; rules: BaccaratRules; t: T }) {
  return <CardTableGame table={BACCARAT} session={session} rules={rules} t={t} />;
}
