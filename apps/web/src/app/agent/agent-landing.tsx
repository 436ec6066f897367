import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/brand/logo';
import { ClockIcon, UsersIcon, WalletIcon, CrownIcon } from '@/components/ui/icons';
import { UsernameLogin } from '@/features/identity/username-login';
import { LanguageMenu } from '@/components/language-selector';
import { useSystemStatus } from '@/lib/queries/system-api';
import './agent.css';

const BENEFITS = [
  { key: 'commission', icon: <CrownIcon /> },
  { key: 'salary', icon: <ClockIcon /> },
  { key: 'team', icon: <UsersIcon /> },
  { key: 'payout', icon: <WalletIcon /> },
] as const;

/**
 * Agent login landing page (spec §2): promotional text and the login form, no usual header.
 * Non-agents are refused ('Non-agents cannot log in'); an agent lands on /agentHome.
 */
export default function AgentLanding() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  return (
    <div className="agent-landing" data-testid="agent-landing">
      <header className="agent-topbar">
        <Link to="/agent" aria-label={t('agent.landingTitle')}>
          <Logo src={status.data?.info.resources.logoUrl} />
        </Link>
        <div className="agent-topbar__actions">
          <LanguageMenu />
          <Link to="/" className="btn btn--ghost btn--sm">
            {t('agent.backToSite')}
          </Link>
        </div>
      </header>
      <main className="agent-landing__main">
        <section className="agent-landing__pitch">
          <span className="hero__eyebrow">{t('agent.eyebrow')}</span>
          <h1 className="agent-landing__title">{t('agent.landingTitle')}</h1>
          <p className="agent-landing__text">{t('agent.landingText')}</p>
        </section>
        <section className="agent-login panel" aria-labelledby="agent-login-title">
          <h2 id="agent-login-title" className="agent-login__title">
            {t('agent.loginTitle')}
          </h2>
          <p className="agent-login__sub">{t('agent.loginSub')}</p>
          <UsernameLogin entry="agent" />
        </section>
        <ul className="agent-benefits">
          {BENEFITS.map((b) => (
            <li key={b.key} className="agent-benefit">
              <span className="agent-benefit__icon" aria-hidden="true">
                {b.icon}
              </span>
              <span>
                <strong>{t(`agent.benefit.${b.key}.title`)}</strong>
                <span>{t(`agent.benefit.${b.key}.text`)}</span>
              </span>
            </li>
          ))}
        </ul>
      </main>
    </div>
  );
}
