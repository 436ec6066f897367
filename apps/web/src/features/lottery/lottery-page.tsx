import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LottoIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { GameScreen } from './game/game-screen';
import { LotteryLobby } from './lobby/lottery-lobby';
import { SeaLobby } from './lobby/sea-lobby';
import { VnLobby } from './lobby/vn-lobby';
import { VerifyScreen } from './verify/verify-screen';
import { useDrawEvents } from './game/use-draw-events';
import './lottery.css';

const SCREENS = {
  '/lottery': { title: 'lottery.title', Lobby: LotteryLobby },
  '/seaLottery': { title: 'lottery.seaTitle', Lobby: SeaLobby },
  '/vnLottery': { title: 'lottery.vnTitle', Lobby: VnLobby },
} as const;
type ScreenPath = keyof typeof SCREENS;

/**
 * Lottery screens (spec §2: login required, no footer): the lobby of the path's games, or one
 * game (`gameCode` query, spec §4 "Game launch"; the vendor's lobby entry is gameCode LOBBY),
 * or the verification page (`view=verify`, and for anyone, logged in or not, `/lotteryVerify`).
 */
export default function LotteryPage() {
  const { t, ready } = useTranslation(['lottery', 'common']);
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const path = (pathname.replace(/\/$/, '') in SCREENS ? pathname.replace(/\/$/, '') : '/lottery') as ScreenPath;
  const screen = SCREENS[path];
  const gameCode = params.get('gameCode');
  const vassalage = params.get('vassalage') ?? undefined;
  const view = pathname.replace(/\/$/, '') === '/lotteryVerify' ? 'verify' : params.get('view');
  const inGame = Boolean(gameCode && gameCode !== 'LOBBY' && view !== 'verify');
  useDrawEvents(inGame ? gameCode : null);
  if (!ready) return <Spinner size="lg" />;
  return (
    <div className="container page lott-page" data-testid="lottery-page">
      <nav className="lott-crumbs" aria-label={t('lottery:nav.label')}>
        <Link to={path} className="lott-crumbs__home">
          <LottoIcon /> {t(`common:${screen.title}`)}
        </Link>
        {/* The public page: a visitor who followed a shared verification link can open it too. */}
        <Link to="/lotteryVerify" className="lott-link" aria-current={view === 'verify' ? 'page' : undefined}>
          {t('lottery:verify.title')}
        </Link>
      </nav>
      {view === 'verify' ? (
        <>
          <h1 className="page-title">{t('lottery:verify.title')}</h1>
          <VerifyScreen />
        </>
      ) : inGame ? (
        <GameScreen key={`${gameCode}:${vassalage ?? ''}`} gameCode={gameCode!} vassalage={vassalage} />
      ) : (
        <>
          <h1 className="page-title">{t(`common:${screen.title}`)}</h1>
          <screen.Lobby />
        </>
      )}
    </div>
  );
}
