import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  ApiError,
  api,
  storedSession,
  storeSession,
  type GameSession,
  type SlotRules,
  type BaccaratRules,
  type DragonTigerRules,
} from './api';
import { htmlLang, translator } from './i18n';
import { SlotGame } from './slot';
import { backToLobby } from './game-frame';
import { BaccaratGame } from './baccarat';
import { DragonTigerGame } from './dragon-tiger';
// In this order: each file's rules may refine the ones before (screen-sizes.css last).
import './styles/base.css';
import './styles/slot.css';
import './styles/dialogs.css';
import './styles/baccarat.css';
import './styles/themes.css';
import './styles/screen-sizes.css';

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; messageKey: 'openFailed' | 'failed' }
  | { kind: 'ready'; session: GameSession };

/**
 * Opens the game: the launch URL carries a single-use launch token, spent here for a game session
 * (kept in this tab's session storage so a reload keeps playing) and removed from the address bar.
 */
function App() {
  const params = new URLSearchParams(location.search);
  const language = params.get('lang') ?? storedSession()?.language ?? 'en';
  const t = translator(language);
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    document.documentElement.lang = htmlLang(language);
    const launchToken = params.get('token');
    if (!launchToken) {
      const stored = storedSession();
      setState(stored ? { kind: 'ready', session: stored } : { kind: 'failed', messageKey: 'openFailed' });
      return;
    }
    history.replaceState(null, '', `${location.pathname}?lang=${language}`);
    api
      .open(launchToken)
      .then((session) => {
        storeSession(session);
        setState({ kind: 'ready', session });
      })
      .catch((error: unknown) =>
        setState({
          kind: 'failed',
          messageKey: error instanceof ApiError && error.code === 'LAUNCH_TOKEN_INVALID' ? 'openFailed' : 'failed',
        }),
      );
    // Runs once per page load: the launch token is single-use.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (state.kind === 'loading')
    return (
      <main className="screen center" aria-busy="true">
        <div className="spinner" aria-hidden="true" />
        <p>{t('loading')}</p>
      </main>
    );
  if (state.kind === 'failed')
    return (
      <main className="screen center">
        <p role="alert" className="notice">
          {t(state.messageKey)}
        </p>
        <button type="button" className="secondary" onClick={backToLobby}>
          {t('close')}
        </button>
      </main>
    );
  const { session } = state;
  // Amounts in the session's currency, written the way the site writes them (₱1,234.50).
  const gt = translator(language, session.currency);
  if (session.game === 'slot') return <SlotGame session={session} rules={session.rules as SlotRules} t={gt} />;
  if (session.game === 'dragonTiger')
    return <DragonTigerGame session={session} rules={session.rules as DragonTigerRules} t={gt} />;
  return <BaccaratGame session={session} rules={session.rules as BaccaratRules} t={gt} />;
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
