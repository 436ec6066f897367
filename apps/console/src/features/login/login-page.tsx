import { Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '@/components/language-select';
import { Alert } from '@/components/states';
import { session, useSession } from '@/lib/session';
import { CodeStep } from './code-step';
import { PasswordStep } from './password-step';
import { useLogin } from './use-login';

/** Where to go after signing in: the page that sent here, else the overview. */
function useReturnTo(): string {
  const state = useLocation().state as { from?: unknown } | null;
  return typeof state?.from === 'string' && state.from.startsWith('/') && state.from !== '/login' ? state.from : '/';
}

/** The console's sign-in: password, then the authenticator (set up at the first login). */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const { token, ended } = useSession();
  const login = useLogin(() => void navigate(returnTo, { replace: true }));
  if (token) return <Navigate to={returnTo} replace />;

  const { step, error } = login;
  return (
    <main className="login" id="main">
      <div className="login__card">
        <LanguageSelect className="login__lang" />
        <header className="login__head">
          <span className="login__mark" aria-hidden>
            F
          </span>
          <div>
            <h1>{t('login.title')}</h1>
            <p className="muted" id="login-lead">
              {step.kind === 'password' ? t('login.lead') : t('login.leadCode', { username: login.username })}
            </p>
          </div>
        </header>
        {ended && step.kind === 'password' ? (
          <div className="alert alert--info" role="status">
            <span>{t('login.sessionEnded')}</span>
            <button type="button" className="btn btn--ghost btn--sm" onClick={session.dismissNotice}>
              {t('action.dismiss')}
            </button>
          </div>
        ) : null}
        {error?.at === 'form' ? <Alert>{error.text}</Alert> : null}
        {step.kind === 'password' ? (
          <PasswordStep
            error={error}
            captchaDue={login.captchaDue}
            captchaRound={login.captchaRound}
            pending={login.pending}
            onSubmit={login.submitPassword}
          />
        ) : (
          <CodeStep
            step={step}
            error={error}
            pending={login.pending}
            onSubmit={login.submitCode}
            onBack={login.restart}
          />
        )}
      </div>
    </main>
  );
}
