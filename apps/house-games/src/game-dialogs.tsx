import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { HistoryRow } from './api';
import type { T } from './i18n';

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

export function HistoryList({ rows, t }: { rows: HistoryRow[] | null; t: T }) {
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
            <td className="num">{t.money(r.bet)}</td>
            <td className="num">{t.money(r.win)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
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
  t,
}: {
  dialog: GameDialog;
  onClose: () => void;
  payTable: ReactNode;
  history: HistoryRow[] | null;
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
        <HistoryList rows={history} t={t} />
      </Dialog>
    );
  return null;
}
