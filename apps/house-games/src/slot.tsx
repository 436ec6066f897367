import { useCallback, useEffect, useMemo, useState } from 'react';
import { api, type GameSession, type SlotOutcome, type SlotRules } from './api';
import { Dialog, GameBar, HistoryList, useRounds } from './game-frame';
import { money, type T } from './i18n';
import { SymbolIcon } from './symbols';

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

/** The 5-reel video slot: bet selector, spin (button or space bar), wins lit up, pay table and history. */
export function SlotGame({ session, rules, t }: { session: GameSession; rules: SlotRules; t: T }) {
  const { balance, busy: spinning, error, lastWin, play, history, loadHistory } = useRounds(session, t);
  const [betIndex, setBetIndex] = useState(Math.min(2, rules.bets.length - 1));
  const [outcome, setOutcome] = useState<SlotOutcome | null>(null);
  const [dialog, setDialog] = useState<'pays' | 'history' | null>(null);
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

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.code === 'Space' && !dialog && (e.target as HTMLElement).tagName !== 'BUTTON') {
        e.preventDefault();
        void doSpin();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [doSpin, dialog]);

  const openHistory = () => {
    setDialog('history');
    loadHistory();
  };

  const won = lastWin !== null && lastWin !== '0.00';
  return (
    <main className="screen slot">
      <GameBar session={session} title={rules.name} balance={balance} t={t} onHistory={openHistory} />
      <section className={`reels${spinning ? ' spinning' : ''}`} aria-label={rules.name} data-testid="reels">
        {grid.map((column, reel) => (
          <div className="reel" key={reel} style={{ animationDelay: `${reel * 60}ms` }}>
            {column.map((symbol, row) => (
              <div className={`cell${lit.has(`${reel}:${row}`) ? ' lit' : ''}`} key={row} title={symbol}>
                <SymbolIcon symbol={symbol} />
                <span className="sr-only">{symbol}</span>
              </div>
            ))}
          </div>
        ))}
      </section>
      <div className="result" aria-live="polite" data-testid="slot-result">
        {error ? (
          <span role="alert" className="error">
            {error}
          </span>
        ) : won ? (
          <span className="win">
            {t('win')} {session.currency} {money(lastWin)}
          </span>
        ) : (
          <span className="muted">{outcome ? '—' : ''}</span>
        )}
        {outcome && won && (
          <ul className="win-lines">
            {outcome.lineWins.map((w) => (
              <li key={w.line}>
                {t('lineWin', { line: w.line, count: w.count, symbol: w.symbol })} · {money(w.pay)}
              </li>
            ))}
            {outcome.scatterWin && (
              <li>
                {t('scatterWin', { count: outcome.scatterWin.count })} · {money(outcome.scatterWin.pay)}
              </li>
            )}
          </ul>
        )}
      </div>
      <div className="controls">
        <div className="bet-picker">
          <button
            type="button"
            aria-label={t('betDown')}
            disabled={spinning || betIndex === 0}
            onClick={() => setBetIndex((i) => i - 1)}
          >
            −
          </button>
          <div className="bet-value">
            <span>{t('totalBet')}</span>
            <strong data-testid="slot-bet">
              {session.currency} {money(bet)}
            </strong>
          </div>
          <button
            type="button"
            aria-label={t('betUp')}
            disabled={spinning || betIndex >= rules.bets.length - 1}
            onClick={() => setBetIndex((i) => i + 1)}
          >
            +
          </button>
        </div>
        <button type="button" className="primary spin" onClick={() => void doSpin()} disabled={spinning}>
          {spinning ? t('spinning') : t('spin')}
        </button>
        <button type="button" className="secondary" onClick={() => setDialog('pays')}>
          {t('payTable')}
        </button>
      </div>
      {dialog === 'pays' && (
        <Dialog title={t('payTable')} onClose={() => setDialog(null)} t={t}>
          <p>
            {t('rtp')}: <strong>{(rules.rtp * 100).toFixed(2)}%</strong>
          </p>
          <table className="pays">
            <tbody>
              {Object.entries(rules.linePays).map(([symbol, pays]) => (
                <tr key={symbol}>
                  <td className="pay-icon">
                    <SymbolIcon symbol={symbol} />
                  </td>
                  <td>{symbol}</td>
                  {pays.map((p, i) => (
                    <td key={i} className="num">
                      {i + 3}× <strong>{p}</strong>
                    </td>
                  ))}
                </tr>
              ))}
              <tr>
                <td className="pay-icon">
                  <SymbolIcon symbol={rules.scatter} />
                </td>
                <td>{rules.scatter}</td>
                {rules.scatterPays.map((p, i) => (
                  <td key={i} className="num">
                    {i + 3}× <strong>{p}</strong>
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
          <p className="muted">{t('linesNote', { n: rules.lineCount })}</p>
          <h3>{t('lines')}</h3>
          <div className="line-maps">
            {rules.lines.map((rows, i) => (
              <figure key={i} className="line-map" aria-label={`${t('lines')} ${i + 1}`}>
                <svg viewBox="0 0 50 30">
                  {rows.map((row, reel) => (
                    <rect key={reel} x={reel * 10 + 1} y={row * 10 + 1} width="8" height="8" rx="1.5" fill="#f5c542" />
                  ))}
                </svg>
                <figcaption>{i + 1}</figcaption>
              </figure>
            ))}
          </div>
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
