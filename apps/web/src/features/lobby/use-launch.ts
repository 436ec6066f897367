import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Game, VendorCard } from '@fortuna/contracts/games';
import { gameLaunchTarget } from '@fortuna/contracts/games-fns';
import { ApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { openModal, useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { pushToast } from '@/stores/toast-store';
import { launchGameUrl } from './api/launch-game';
import { isLaunchUrl, vendorTarget } from './lobby-fns';

type LaunchMode = 'real' | 'trial';

/** Inside a vendor's popup list its own lobby entry launches instead of reopening the list. */
const vendorPopupOpen = (vassalage: string) =>
  useModalStore.getState().stack.some((m) => m.name === 'gamePopup' && m.props.vassalage === vassalage);

const toastError = (messageKey: string) => pushToast({ tone: 'error', messageKey });

/**
 * Opens a game in a new window. The window is opened at once, inside the click, so popup blockers
 * allow it; it shows a blank page until the launch URL arrives, and is closed again if the launch
 * fails. A blocked window, an unusable URL and game maintenance each get the spec's message.
 */
async function openGameWindow(node: number | (() => Promise<number | undefined>), mode: LaunchMode): Promise<boolean> {
  const win = window.open('', '_blank');
  if (!win) {
    toastError('errors:popupBlocked');
    return false;
  }
  try {
    const nodeId = typeof node === 'number' ? node : await node();
    if (nodeId === undefined) {
      win.close();
      toastError('lobby:vendor.noGames');
      return false;
    }
    const { url } = await launchGameUrl(nodeId, mode === 'trial', currentLanguage());
    if (!isLaunchUrl(url)) {
      win.close();
      toastError('errors:invalidUrl');
      return false;
    }
    // The game runs on its own: it must not be able to reach back into the lobby's window.
    win.opener = null;
    win.location.replace(url);
    return true;
  } catch (error) {
    win.close();
    if (error instanceof ApiError && error.code === 'NOT_LOGGED_IN') openModal('loginPopupModal');
    else if (error instanceof ApiError && error.code === 'GAME_MAINTENANCE') toastError('errors:game_maintenance');
    else toastError(error instanceof ApiError ? `errors:${error.code}` : 'errors:unknownError');
    return false;
  }
}

/**
 * Spec §4 "Game launch": lottery vendors route to their screens, a VASSALAGE entry opens the
 * vendor's popup game list, an RNG vendor goes to /rng, every other game opens in its own window.
 * Real play needs an account (visitors get the login popup); 'free trial' needs none.
 */
export function useLaunch() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const directLaunch = (node: number | (() => Promise<number | undefined>), mode: LaunchMode) => {
    if (mode === 'real' && !useSessionStore.getState().token) openModal('loginPopupModal');
    // The launch puts the game at the top of the member's recent games.
    else
      void openGameWindow(node, mode).then((launched) => {
        if (launched) void queryClient.invalidateQueries({ queryKey: ['games', 'recent'] });
      });
  };

  const launchGame = (
    game: Pick<Game, 'nodeId' | 'vassalage' | 'gameCode' | 'isGame' | 'gameName' | 'gameType'>,
    mode: LaunchMode = 'real',
  ) => {
    const target = gameLaunchTarget(game);
    if (target.kind === 'route') void navigate(target.path);
    else if (target.kind === 'vendorPopup' && !vendorPopupOpen(game.vassalage))
      openModal('gamePopup', { vassalage: game.vassalage, gameType: game.gameType, title: game.gameName });
    else directLaunch(game.nodeId, mode);
  };

  /**
   * A vendor card (spec §2): its click opens the vendor. Immediate play (non-RNG cards) passes
   * `firstGame`: the vendor plays at once — its lobby entry, or when the catalogue gives it none,
   * the game `firstGame` finds.
   */
  const launchVendor = (vendor: VendorCard, firstGame?: () => Promise<number | undefined>) => {
    const target = vendorTarget(vendor);
    if (target.kind === 'route') void navigate(target.path);
    else if (target.kind === 'launch') directLaunch(target.nodeId, 'real');
    else if (firstGame) directLaunch(firstGame, 'real');
    else openModal('gamePopup', { vassalage: vendor.vassalage, gameType: vendor.gameType, title: vendor.displayName });
  };

  return { launchGame, launchVendor };
}
