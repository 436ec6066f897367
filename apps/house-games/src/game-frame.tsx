import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { api, ApiError, type GameSession, type HistoryRow, type RoundResult } from './api';
import { money, type T } from './i18n';

/** The bar above every game: name, mode, balance, and the session's round history. */
export function GameBar({
  session,
  title,
  balance,
  t,
  onHistory,
}: {
  session: GameSession;
  title: string;
  balance: string;
  t: T;
  onHistory: () => void;
}) {
  return (
    <header className="bar">
      <div className="bar-title">
        <h1>{title}</h1>
        {session.mode !== 'REAL' && <span className="badge">{session.mode === 'FUN' ? t('fun') : t('demo')}</span>}
      </div>
      <div className="bar-right">
        <button type="button" className="link" onClick={onHistory}>
          {t('history')}
        </button>
        <div className="balance" aria-live="polite">
          <span>{t('balance')}</span>
          <strong data-testid="game-balance">
            {session.currency} {money(balance)}
          </strong>
        </div>
      </div>
    </header>
  );
}

/** The message for a failed round: the wallet's own reason where the player can act on it. */
export function errorText(error: unknown, t: T): string {
  if (error instanceof ApiError) {
    if (error.code === 'INSUFFICIENT_FUNDS') return t('insufficient');
    if (error.code === 'SESSION_EXPIRED' || error.code === 'LAUNCH_TOKEN_INVALID') return t('expired');
  }
  return t('failed');
}

/** A modal dialog: Escape and the backdrop close it, focus moves in and back. */
export function Dialog({
  title,
  onClose,
  children,
  t,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  t: T;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    ref.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [onClose]);
  return (
    <div className="backdrop" onClick={onClose}>
      <div
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
        ref={ref}
        onClick={(e) => e.stopPropagation()}
      >
        <div className="dialog-head">
          <h2>{title}</h2>
          <button type="button" className="link" onClick={onClose}>
            {t('close')}
          </button>
        </div>
        <div className="dialog-body">{children}</div>
      </div>
    </div>
  );
}

/** A round's result counts as a win when it paid anything. */
export const isWin = (win: string | null): win is string => win !== null && win !== '' && win !== '0.00';

/** The line under the table: the round's error, else its win, else what the game shows otherwise. */
export function RoundMessage({
  error,
  lastWin,
  currency,
  t,
  otherwise = null,
}: {
  error: string | null;
  lastWin: string | null;
  currency: string;
  t: T;
  otherwise?: ReactNode;
}) {
  if (error)
    return (
      <span role="alert" className="error">
        {error}
      </span>
    );
  if (isWin(lastWin))
    return (
      <span className="win">
        {t('win')} {currency} {money(lastWin)}
      </span>
    );
  return otherwise;
}

export function HistoryList({ rows, t, currency }: { rows: HistoryRow[] | null; t: T; currency: string }) {
  if (!rows) return <div className="spinner small" aria-label={t('loading')} />;
  if (!rows.length) return <p className="muted">{t('noHistory')}</p>;
  return (
    <table className="history">
      <thead>
        <tr>
          <th>{t('time')}</th>
          <th>{t('round')}</th>
          <th className="num">{t('bet')}</th>
          <th className="num">{t('win')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.roundId}>
            <td>{new Date(r.time).toLocaleTimeString()}</td>
            <td className="mono">{r.roundId}</td>
            <td className="num">
              {currency} {money(r.bet)}
            </td>
            <td className="num">{money(r.win)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * What every house game does around a round: the balance (fetched fresh on load), one round at a
 * time, the win or the error (a refusal carries the wallet's balance), and the history panel.
 */
export function useRounds(session: GameSession, t: T) {
  const [balance, setBalance] = useState(session.balance);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [lastWin, setLastWin] = useState<string | null>(null);
  const [history, setHistory] = useState<HistoryRow[] | null>(null);

  useEffect(() => {
    api.balance(session.token).then(
      (b) => setBalance(b.balance),
      () => undefined,
    );
  }, [session.token]);

  /** Plays one round (lasting at least `minMs`, for the animation); answers its outcome, or null when refused. */
  const play = useCallback(
    async <O,>(round: () => Promise<RoundResult<O>>, minMs = 0): Promise<O | null> => {
      setBusy(true);
      setError(null);
      setLastWin(null);
      const started = Date.now();
      try {
        const result = await round();
        await new Promise((r) => setTimeout(r, Math.max(0, minMs - (Date.now() - started))));
        setBalance(result.balance);
        setLastWin(result.win);
        return result.outcome;
      } catch (e) {
        setError(errorText(e, t));
        const value = (e as { value?: { balance?: string } }).value;
        if (value?.balance) setBalance(value.balance);
        return null;
      } finally {
        setBusy(false);
      }
    },
    [t],
  );

  const loadHistory = useCallback(() => {
    setHistory(null);
    api.history(session.token).then(setHistory, () => setHistory([]));
  }, [session.token]);

  return { balance, busy, error, lastWin, play, history, loadHistory, clearWin: () => setLastWin(null) };
}

type GameDialog = 'pays' | 'history' | null;

/** Which of a game's two dialogs is open: its pay table, or the session's round history (loaded on opening). */
export function useGameDialogs(loadHistory: () => void) {
  const [dialog, setDialog] = useState<GameDialog>(null);
  return {
    dialog,
    openPayTable: () => setDialog('pays'),
    openHistory: () => {
      setDialog('history');
      loadHistory();
    },
    close: () => setDialog(null),
  };
}

/** The button in a game's controls that opens its pay table. */
export function PayTableButton({ t, onOpen }: { t: T; onOpen: () => void }) {
  return (
    <button type="button" className="secondary" onClick={onOpen}>
      {t('payTable')}
    </button>
  );
}

/** The open dialog, if any: the game's pay table, or the session's round history. */
export function GameDialogs({
  dialog,
  onClose,
  payTable,
  history,
  currency,
  t,
}: {
  dialog: GameDialog;
  onClose: () => void;
  payTable: ReactNode;
  history: HistoryRow[] | null;
  currency: string;
  t: T;
}) {
  if (dialog === 'pays')
    return (
      <Dialog title={t('payTable')} onClose={onClose} t={t}>
        {payTable}
      </Dialog>
    );
  if (dialog === 'history')
    return (
      <Dialog title={t('history')} onClose={onClose} t={t}>
        <HistoryList rows={history} t={t} currency={currency} />
      </Dialog>
    );
  return null;
}
