import { useState } from 'react';
import { api, type DragonTigerOutcome, type DragonTigerRules, type GameSession } from './api';
import { ChipRack, PlayingCard, Spots } from './baccarat-table';
import { PayTableButton, useGameDialogs } from './game-dialogs';
import { GameScreen, RoundMessage, useRounds } from './game-frame';
import type { T, TextKey } from './i18n';

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

/** Dragon Tiger's pay table: each spot's payout, the tie rule and the table limits. */
function DragonTigerPayTable({ rules, t }: { rules: DragonTigerRules; t: T }) {
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
      <p className="muted">{t('dtNote')}</p>
      <p className="muted">{t('limits', { min: t.money(rules.min), max: t.money(rules.max) })}</p>
    </>
  );
}

/** Dragon Tiger: chips on Dragon, Tiger, Tie or Suited tie; one card each from a fresh 8-deck shoe. */
export function DragonTigerGame({ session, rules, t }: { session: GameSession; rules: DragonTigerRules; t: T }) {
  const { balance, busy: dealing, error, lastWin, play, history, loadHistory, clearWin } = useRounds(session, t);
  const dialogs = useGameDialogs(loadHistory);
  const [chip, setChip] = useState(10);
  const [bets, setBets] = useState<Record<string, number>>({});
  const [outcome, setOutcome] = useState<DragonTigerOutcome | null>(null);
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
    const dealt = await play(() => api.dealDragonTiger(session.token, stakes));
    if (dealt) setOutcome(dealt);
  };

  const round = outcome?.round;
  const banner = round ? (round.winner === 'TIE' ? t('tie') : t('wins', { side: t(round.winner) })) : t('placeBets');
  return (
    <GameScreen
      kind="dragonTiger"
      session={session}
      title={rules.name}
      balance={balance}
      dialogs={dialogs}
      payTable={<DragonTigerPayTable rules={rules} t={t} />}
      history={history}
      t={t}
    >
      <section className="felt dragon-tiger">
        <div
          className={`banner${round ? ` ${round.winner.toLowerCase()}` : ''}`}
          aria-live="polite"
          data-testid="dt-banner"
        >
          {banner}
        </div>
        <Sides round={round} t={t} />
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
