import { createBrowserRouter, type RouteObject } from 'react-router';
import { KNOWN_PATHS, screenFor, type ScreenKind } from '@/lib/route-rules';
import { HomePage } from '@/features/lobby/home-page';
import { NotFoundPage } from '@/features/not-found/not-found-page';
import { lazyScreen, RouteErrorScreen } from './lazy-screen';
import { RootLayout } from './root-layout';
import { loadMemberNamespaces } from '@/lib/i18n';
import { MainLayout } from './main-layout';
import { Guarded } from './guarded';
import { HelpRoute, LoginRoute, RegisterRoute } from './modal-routes';

// Spec §2: these screens load on demand (plus the agent pages and the mirror list).
const GameCenter = lazyScreen('GameCenter', () => import('@/features/lobby/game-center'));
const GameListCenter = lazyScreen('GameListCenter', () => import('@/features/lobby/game-list-center'));
const AccountGame = lazyScreen('AccountGame', () => import('@/features/lobby/account-game'));
const Lottery = lazyScreen('Lottery', () => import('@/features/lottery/lottery-page'));
const Seamless = lazyScreen('Seamless', () => import('@/features/promotions/seamless-page'));
const MemberCenter = lazyScreen('MemberCenter', () => import('@/app/member/member-center'));
const AgentLanding = lazyScreen('AgentLanding', () => import('@/app/agent/agent-landing'));
// The agent centre shows wallet texts (downline transfer): they load with its code.
const AgentHome = lazyScreen('AgentHome', () =>
  Promise.all([import('@/app/agent/agent-home'), loadMemberNamespaces()]).then(([m]) => m),
);
const Mirror = lazyScreen('Mirror', () => import('@/features/mirror/mirror-page'));
const ResetPassword = lazyScreen('ResetPassword', () => import('@/features/identity/reset-password-page'));
const DevInbox = lazyScreen('DevInbox', () => import('@/features/dev-inbox/dev-inbox-page'));

const SCREENS: Record<Exclude<ScreenKind, 'notFound'>, React.ReactElement> = {
  home: <HomePage />,
  login: <LoginRoute />,
  register: <RegisterRoute />,
  help: <HelpRoute />,
  agent: <AgentLanding />,
  agentHome: <AgentHome />,
  member: <MemberCenter />,
  gameCenter: <GameCenter />,
  gameListCenter: <GameListCenter />,
  accountGame: <AccountGame />,
  lottery: <Lottery />,
  lotteryVerify: <Lottery />,
  seamless: <Seamless />,
  mirror: <Mirror />,
  resetPassword: <ResetPassword />,
  devInbox: <DevInbox />,
};

/** One route per spec path; guards and layout parts come from the route-rules table. */
const pageRoutes: RouteObject[] = KNOWN_PATHS.map((path) => {
  const screen = screenFor(path) as Exclude<ScreenKind, 'notFound'>;
  return { path, element: <Guarded screen={screen}>{SCREENS[screen]}</Guarded> };
});

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        element: <MainLayout />,
        children: [...pageRoutes, { path: '*', element: <NotFoundPage /> }],
      },
    ],
  },
]);
