import { useCallback, useEffect, useMemo, useState, type CSSProperties } from 'react';
import { api, type GameSession, type SlotOutcome, type SlotRules } from './api';
import { PayTableButton, useGameDialogs } from './game-dialogs';
import { GameScreen, RoundMessage, isWin, useRounds } from './game-frame';
import type { T } from './i18n';
import { SlotPayTable } from './slot-pay-table';
import { SymbolIcon, symbolLabel } from './symbols';

const SPIN_MIN_MS = 700;

/** Cells (reel, row) on the round's winning lines, to light them up. */
function winningCells(outcome: SlotOutcome | null, rules: SlotRules): Set<string> {
  const cells = new Set<string>();
  if (!outcome) return cells;
  for (const w of outcome.lineWins) {
    // Lines are numbered from 1, as the pay table shows them.
    const rows = rules.lines[w.line - 1];
    rows?.slice(0, w.count).forEach((row, reel) => cells.add(`${reel}:${row}`));
  }
  if (outcome.scatterWin)
    outcome.window.forEach((column, reel) =>
      column.forEach((s, row) => s === rules.scatter && cells.add(`${reel}:${row}`)),
    );
  return cells;
}

/** The space bar spins too, unless a dialog is open or a button has the focus (space presses it). */
function useSpaceBarSpin(spin: () => Promise<void>, paused: boolean) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.code === 'Space' && !paused && (e.target as HTMLElement).tagName !== 'BUTTON') {
        e.preventDefault();
        void spin();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [spin, paused]);
}

function Reels(props: { grid: string[][]; lit: Set<string>; spinning: boolean; rules: SlotRules }) {
  const { grid, lit, spinning, rules } = props;
  return (
    <section
      className={`reels${spinning ? ' spinning' : ''}`}
      aria-label={rules.name}
      data-testid="reels"
      style={{ '--rows': rules.rows } as CSSProperties}
    >
      {grid.map((column, reel) => (
        <div className="reel" key={reel} style={{ animationDelay: `${reel * 60}ms` }}>
          {column.map((symbol, row) => (
            <div className={`cell${lit.has(`${reel}:${row}`) ? ' lit' : ''}`} key={row} title={symbolLabel(symbol)}>
              <SymbolIcon symbol={symbol} theme={rules.id} />
              <span className="sr-only">{symbolLabel(symbol)}</span>
            </div>
          ))}
        </div>
      ))}
    </section>
  );
}

function WinLines({ outcome, scatter, t }: { outcome: SlotOutcome; scatter: string; t: T }) {
  return (
    <ul className="win-lines">
      {outcome.lineWins.map((w) => (
        <li key={w.line}>
          {t('lineWin', { line: w.line, count: w.count, symbol: symbolLabel(w.symbol) })} · {t.money(w.pay)}
        </li>
      ))}
      {outcome.scatterWin && (
        <li>
          {t('scatterWin', { count: outcome.scatterWin.count, symbol: symbolLabel(scatter) })} ·{' '}
          {t.money(outcome.scatterWin.pay)}
        </li>
      )}
    </ul>
  );
}

function BetPicker(props: { bet: string; canLower: boolean; canRaise: boolean; onStep: (step: -1 | 1) => void; t: T }) {
  const { t } = props;
  return (
    <div className="bet-picker">
      <button type="button" aria-label={t('betDown')} disabled={!props.canLower} onClick={() => props.onStep(-1)}>
        −
      </button>
      <div className="bet-value">
        <span>{t('totalBet')}</span>
        <strong data-testid="slot-bet">{t.money(props.bet)}</strong>
      </div>
      <button type="button" aria-label={t('betUp')} disabled={!props.canRaise} onClick={() => props.onStep(1)}>
        +
      </button>
    </div>
  );
}

/** A 5-reel video slot (any of the house's, drawn in its theme): bet selector, spin (button or space bar), wins lit up, pay table and history. */
export function SlotGame({ session, rules, t }: { session: GameSession; rules: SlotRules; t: T }) {
  const { balance, busy: spinning, error, lastWin, play, history, loadHistory } = useRounds(session, t);
  const dialogs = useGameDialogs(loadHistory);
  const [betIndex, setBetIndex] = useState(Math.min(2, rules.bets.length - 1));
  const [outcome, setOutcome] = useState<SlotOutcome | null>(null);
  const bet = rules.bets[betIndex] ?? rules.bets[0] ?? '1.00';
  const lit = useMemo(() => winningCells(outcome, rules), [outcome, rules]);

  // The first window before any spin: the top of each strip, to show something real.
  const grid =
    outcome?.window ?? Array.from({ length: rules.reels }, (_, r) => rules.symbols.slice(2 + r, 2 + r + rules.rows));

  const doSpin = useCallback(async () => {
    if (spinning) return;
    const spun = await play(() => api.spin(session.token, bet), SPIN_MIN_MS);
    if (spun) setOutcome(spun);
  }, [spinning, play, session.token, bet]);
  useSpaceBarSpin(doSpin, dialogs.dialog !== null);

  return (
    <GameScreen
      kind="slot"
      session={session}
      title={rules.name}
      balance={balance}
      dialogs={dialogs}
      payTable={<SlotPayTable rules={rules} t={t} />}
      history={history}
      t={t}
    >
      <Reels grid={grid} lit={lit} spinning={spinning} rules={rules} />
      <div className="result" aria-live="polite" data-testid="slot-result">
        <RoundMessage
          error={error}
          lastWin={lastWin}
          t={t}
          otherwise={<span className="muted">{outcome ? '—' : ''}</span>}
        />
        {outcome && isWin(lastWin) && <WinLines outcome={outcome} scatter={rules.scatter} t={t} />}
      </div>
      <div className="controls">
        <BetPicker
          bet={bet}
          canLower={!spinning && betIndex > 0}
          canRaise={!spinning && betIndex < rules.bets.length - 1}
          onStep={(step) => setBetIndex((i) => i + step)}
          t={t}
        />
        <button type="button" className="primary spin" onClick={() => void doSpin()} disabled={spinning}>
          {spinning ? t('spinning') : t('spin')}
        </button>
        <PayTableButton t={t} onOpen={dialogs.openPayTable} />
      </div>
    </GameScreen>
  );
}
