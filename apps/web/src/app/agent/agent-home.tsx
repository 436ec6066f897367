import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AGENT_PAGES, visibleAgentPages, type AgentPage } from '@/lib/route-rules';
import { currentLanguage } from '@/lib/i18n';
import { useCurrentInSight } from '@/lib/current-in-sight';
import { INTL_LOCALE } from '@/lib/locale';
import { zoneOffsetLabel } from '@/lib/market-time';
import { useMarketZone } from '@/lib/queries/system-api';
import { Logo } from '@/components/brand/logo';
import { LogoutIcon, UserIcon } from '@/components/ui/icons';
import { LanguageMenu } from '@/components/language-selector';
import { useSystemStatus, useWhitelabel } from '@/lib/queries/system-api';
import { confirmSignOut } from '@/features/identity/session';
import { useSessionStore } from '@/stores/session-store';
import { Spinner } from '@/components/ui/spinner';
import { MEMBER_PAGE_SCREENS } from '@/app/member/member-pages';
import './agent.css';

/** Pages the agent centre shares with the member centre (spec §2): the same screens, the agent's own wallet. */
const SHARED_SCREENS: Partial<Record<AgentPage, ComponentType>> = {
  depositv2: MEMBER_PAGE_SCREENS.depositv2,
  withdraw: MEMBER_PAGE_SCREENS.withdraw,
  messageV2: MEMBER_PAGE_SCREENS.messageV2,
};

// The team pages (issue 21): overview with the daily chart and drill-down, registration with the invitation.
const TEAM_SCREENS: Partial<Record<AgentPage, ComponentType>> = {
  agentAnnouncement: lazy(() =>
    import('@/features/team/agent-announcements-page').then((m) => ({ default: m.AgentAnnouncementsPage })),
  ),
  agentTeamOverview: lazy(() =>
    import('@/features/team/team-overview-page').then((m) => ({ default: m.TeamOverviewPage })),
  ),
  registerCenter: lazy(() =>
    import('@/features/team/register-center-page').then((m) => ({ default: m.RegisterCenterPage })),
  ),
  // Settlement records and my income (issue 21, module agent-settlement).
  agentDividendRecordCopy2: lazy(() =>
    import('@/features/salary/bill-records-page').then((m) => ({ default: m.DividendRecordsPage })),
  ),
  agentDailyWages2: lazy(() =>
    import('@/features/salary/bill-records-page').then((m) => ({ default: m.DailySalaryPage })),
  ),
  agentHourSalary: lazy(() =>
    import('@/features/salary/bill-records-page').then((m) => ({ default: m.HourlySalaryPage })),
  ),
  agentRealtimeSalary: lazy(() =>
    import('@/features/salary/bill-records-page').then((m) => ({ default: m.RealtimeSalaryPage })),
  ),
  agentRevenueReport: lazy(() =>
    import('@/features/salary/revenue-report-page').then((m) => ({ default: m.RevenueReportPage })),
  ),
  // Team management with the transfer to a downline; team betting, user P&L, transaction details.
  downlineManagmentView: lazy(() => import('./team-management-screen')),
  personalHistoryCopy: lazy(() => import('@/features/team/team-bets-page').then((m) => ({ default: m.TeamBetsPage }))),
  palStatementsAgentCopy: lazy(() =>
    import('@/features/team/team-profit-page').then((m) => ({ default: m.TeamProfitPage })),
  ),
  agentDownlineTransactionDetailsCopy: lazy(() =>
    import('@/features/team/team-transactions-page').then((m) => ({ default: m.TeamTransactionsPage })),
  ),
};

/** The brand's wall clock and GMT offset (the agent's figures are in its days), ticking each second. */
function LiveClock() {
  const zone = useMarketZone();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const time = new Intl.DateTimeFormat(INTL_LOCALE[currentLanguage()], {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
    timeZone: zone,
  }).format(now);
  return (
    <span className="agent-clock" data-testid="agent-clock">
      <span className="agent-clock__zone">{zoneOffsetLabel(zone, now)}</span>
      <time dateTime={now.toISOString()}>{time}</time>
    </span>
  );
}

/** Agent centre shell (spec §2): own header (GMT offset, clock, name, sign out) and the page nav. */
export default function AgentHome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const status = useSystemStatus();
  const flags = useWhitelabel();
  const { nickname, account } = useSessionStore();
  const name = nickname ?? account ?? '';
  // A page is in the nav only once it has a screen (no placeholders).
  const pages = visibleAgentPages(flags).filter((p) => SHARED_SCREENS[p] ?? TEAM_SCREENS[p]);
  const requested = new URLSearchParams(useLocation().search).get('page');
  const page: AgentPage = pages.find((p) => p === requested) ?? pages[0] ?? AGENT_PAGES[0].page;
  const Shared = SHARED_SCREENS[page] ?? TEAM_SCREENS[page];
  const pageList = useRef<HTMLUListElement>(null);
  useCurrentInSight(pageList, page);

  // Spec §4: signing out of the agent centre returns to the agent landing page.
  const signOut = () => confirmSignOut((to) => navigate(to, { flushSync: true }), '/agent');

  return (
    <div className="agent-home" data-testid="agent-home">
      <header className="agent-topbar agent-topbar--home">
        <Link to="/agentHome" aria-label={t('agent.centreTitle')}>
          <Logo src={status.data?.info.resources.logoUrl} compact />
        </Link>
        <LiveClock />
        <div className="agent-topbar__actions">
          <LanguageMenu />
          <span className="agent-user" data-testid="agent-user" title={name}>
            <UserIcon /> <span className="agent-user__name">{name}</span>
          </span>
          <button
            type="button"
            className="btn btn--ghost btn--sm agent-signout"
            onClick={signOut}
            aria-label={t('auth.signOut')}
          >
            <LogoutIcon /> <span className="agent-signout__label">{t('auth.signOut')}</span>
          </button>
        </div>
      </header>
      <div className="agent-home__body">
        <nav className="agent-nav" aria-label={t('agent.centreTitle')}>
          <ul ref={pageList}>
            {pages.map((p) => (
              <li key={p}>
                <Link
                  to={`/agentHome?page=${p}`}
                  className="agent-nav__link"
                  aria-current={p === page ? 'page' : undefined}
                  data-page={p}
                >
                  {t(`agent.page.${p}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <main className="agent-home__content">
          <h1 className="agent-home__title" data-testid="agent-page-title">
            {t(`agent.page.${page}`)}
          </h1>
          {Shared ? (
            <Suspense fallback={<Spinner />}>
              <Shared />
            </Suspense>
          ) : null}
        </main>
      </div>
    </div>
  );
}
