import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { api, ApiError, type GameSession, type HistoryRow, type RoundResult } from './api';
import { GameDialogs, type useGameDialogs } from './game-dialogs';
import type { T } from './i18n';

/**
 * Leaves the game for the lobby: a window the site opened for the game is closed (the lobby is
 * still open behind it); when the browser keeps it open (the game was opened in this tab, or by
 * hand), the tab goes to the lobby instead: the root of the site that serves the game window.
 */
export function backToLobby() {
  window.close();
  // Still here a moment later: not a window a script may close.
  window.setTimeout(() => window.location.assign(new URL('/', window.location.href).href), 150);
}

/** The bar above every game: back to the lobby, the tile's name (and the game it plays), mode, history, balance. */
export function GameBar({
  session,
  title,
  balance,
  t,
  onHistory,
}: {
  session: GameSession;
  /** The house game's own name, shown under the tile's name when they differ. */
  title: string;
  balance: string;
  t: T;
  onHistory: () => void;
}) {
  const name = session.gameName || title;
  return (
    <header className="bar">
      <button
        type="button"
        className="lobby-link"
        onClick={backToLobby}
        aria-label={t('backToLobby')}
        data-testid="game-close"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <span>{t('lobby')}</span>
      </button>
      <div className="bar-title">
        <h1 data-testid="game-name">{name}</h1>
        {name !== title && (
          <span className="subtitle" data-testid="house-game">
            {t('playsAs', { name: title })}
          </span>
        )}
        {session.mode !== 'REAL' && <span className="badge">{session.mode === 'FUN' ? t('fun') : t('demo')}</span>}
      </div>
      <div className="bar-right">
        <button type="button" className="link" onClick={onHistory}>
          {t('history')}
        </button>
        <div className="balance" aria-live="polite">
          <span>{t('balance')}</span>
          <strong data-testid="game-balance">{t.money(balance)}</strong>
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

/** A round's result counts as a win when it paid anything. */
export const isWin = (win: string | null): win is string => win !== null && win !== '' && win !== '0.00';

/** The line under the table: the round's error, else its win, else what the game shows otherwise. */
export function RoundMessage({
  error,
  lastWin,
  t,
  otherwise = null,
}: {
  error: string | null;
  lastWin: string | null;
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
        {t('win')} {t.money(lastWin)}
      </span>
    );
  return otherwise;
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

/**
 * A game's screen: the bar above (with the history button), the game itself, and its open dialog.
 * `dialogs` comes from the game's useGameDialogs (the slot pauses its space bar while one is open).
 */
export function GameScreen({
  kind,
  session,
  title,
  balance,
  dialogs,
  payTable,
  history,
  t,
  children,
}: {
  kind: GameSession['game'];
  session: GameSession;
  title: string;
  balance: string;
  dialogs: ReturnType<typeof useGameDialogs>;
  payTable: ReactNode;
  history: HistoryRow[] | null;
  t: T;
  children: ReactNode;
}) {
  return (
    <main className={`screen ${kind} theme-${session.houseGame ?? kind}`} data-house-game={session.houseGame}>
      <GameBar session={session} title={title} balance={balance} t={t} onHistory={dialogs.openHistory} />
      {children}
      <GameDialogs dialog={dialogs.dialog} onClose={dialogs.close} payTable={payTable} history={history} t={t} />
    </main>
  );
}
