import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StaffPermission } from '@fortuna/contracts';
import { Empty, Loading } from '@/components/states';
import { LoginPage } from '@/features/login/login-page';
import { can, useMe } from '@/lib/me';
import { useSession } from '@/lib/session';
import { Shell } from './shell';
import { OverviewPage } from './overview-page';

// Pages are loaded when opened: the login screen does not carry the grids.
const StaffPage = lazy(() => import('@/features/staff/staff-page'));
const AuditPage = lazy(() => import('@/features/audit/audit-page'));
const DashboardPage = lazy(() => import('@/features/dashboard/dashboard-page'));
const MembersPage = lazy(() => import('@/features/members/members-page'));
const ReportsPage = lazy(() => import('@/features/reports/reports-page'));
const BrandPage = lazy(() => import('@/features/brand/brand-page'));
const JobsPage = lazy(() => import('@/features/system/jobs-page'));
const SystemPage = lazy(() => import('@/features/system/system-page'));
const MemberPage = lazy(() => import('@/features/members/member-page'));
const AgentsPage = lazy(() => import('@/features/agents/agents-page'));
const AgentSettlementPage = lazy(() => import('@/features/agent-settlement/agent-settlement-page'));
const ApprovalsPage = lazy(() => import('@/features/approvals/approvals-page'));
const GamesPage = lazy(() => import('@/features/games/games-page'));
const CashierPage = lazy(() => import('@/features/cashier/cashier-page'));
const ContentPage = lazy(() => import('@/features/content/content-page'));
const LotteryPage = lazy(() => import('@/features/lottery/lottery-page'));
const AgentContractsPage = lazy(() => import('@/features/agent-contracts/agent-contracts-page'));

/** Pages behind a session: without a token, the login screen (which comes back here after). */
function RequireSession({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const location = useLocation();
  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return children;
}

/** A page only roles with `permission` may open; others see why (their menu never links here). */
function Permitted({ permission, children }: { permission: StaffPermission; children: ReactNode }) {
  const { t } = useTranslation();
  const me = useMe();
  if (!me.data) return <Loading />;
  if (!can(me.data, permission)) return <Empty title={t('state.forbidden')}>{t('state.forbiddenHint')}</Empty>;
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}

function NotFound() {
  const { t } = useTranslation();
  return <Empty title={t('state.notFound')}>{t('state.notFoundHint')}</Empty>;
}

const router = createBrowserRouter(
  [
    { path: '/login', element: <LoginPage /> },
    {
      path: '/',
      element: (
        <RequireSession>
          <Shell />
        </RequireSession>
      ),
      children: [
        { index: true, element: <OverviewPage /> },
        {
          path: 'staff',
          element: (
            <Permitted permission="staff.manage">
              <StaffPage />
            </Permitted>
          ),
        },
        {
          path: 'dashboard',
          element: (
            <Permitted permission="reports.read">
              <DashboardPage />
            </Permitted>
          ),
        },
        {
          path: 'reports',
          element: (
            <Permitted permission="reports.read">
              <ReportsPage />
            </Permitted>
          ),
        },
        {
          path: 'members',
          element: (
            <Permitted permission="members.read">
              <MembersPage />
            </Permitted>
          ),
        },
        {
          path: 'agent-contracts',
          element: (
            <Permitted permission="agents.manage">
              <AgentContractsPage />
            </Permitted>
          ),
        },
        {
          path: 'members/:id',
          element: (
            <Permitted permission="members.read">
              <MemberPage />
            </Permitted>
          ),
        },
        {
          path: 'agents',
          element: (
            <Permitted permission="agents.manage">
              <AgentsPage />
            </Permitted>
          ),
        },
        {
          path: 'agent-settlement',
          element: (
            <Permitted permission="agents.manage">
              <AgentSettlementPage />
            </Permitted>
          ),
        },
        {
          path: 'games',
          element: (
            <Permitted permission="games.manage">
              <GamesPage />
            </Permitted>
          ),
        },
        {
          path: 'lottery',
          element: (
            <Permitted permission="lottery.manage">
              <LotteryPage />
            </Permitted>
          ),
        },
        {
          path: 'content',
          element: (
            <Permitted permission="content.manage">
              <ContentPage />
            </Permitted>
          ),
        },
        {
          path: 'cashier',
          element: (
            <Permitted permission="deposits.review">
              <CashierPage />
            </Permitted>
          ),
        },
        {
          path: 'approvals',
          element: (
            <Permitted permission="balance.adjust">
              <ApprovalsPage />
            </Permitted>
          ),
        },
        {
          path: 'audit',
          element: (
            <Permitted permission="audit.read">
              <AuditPage />
            </Permitted>
          ),
        },
        {
          path: 'brand',
          element: (
            <Permitted permission="brand.manage">
              <BrandPage />
            </Permitted>
          ),
        },
        {
          path: 'jobs',
          element: (
            <Permitted permission="system.manage">
              <JobsPage />
            </Permitted>
          ),
        },
        {
          path: 'system',
          element: (
            <Permitted permission="system.manage">
              <SystemPage />
            </Permitted>
          ),
        },
        { path: '*', element: <NotFound /> },
      ],
    },
  ],
  { basename: '/console' },
);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
