import { useNavigate } from 'react-router';
import type { Game, VendorCard } from '@fortuna/contracts/games';
import { gameLaunchTarget } from '@fortuna/contracts/games-fns';
import { openModal, useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { pushToast } from '@/stores/toast-store';
import { vendorTarget } from './lobby-fns';

type LaunchMode = 'real' | 'trial';

/** Inside a vendor's popup list its own lobby entry launches instead of reopening the list. */
const vendorPopupOpen = (vassalage: string) =>
  useModalStore.getState().stack.some((m) => m.name === 'gamePopup' && m.props.vassalage === vassalage);

/**
 * Spec §4 "Game launch": lottery vendors route to their screens, a VASSALAGE entry opens the
 * vendor's popup game list, an RNG vendor goes to /rng. Opening a game window is issue 6: until
 * then a direct launch says so in a toast. Real play needs an account: visitors get the login popup.
 */
export function useLaunch() {
  const navigate = useNavigate();

  const directLaunch = (name: string, mode: LaunchMode) => {
    if (mode === 'real' && !useSessionStore.getState().token) {
      openModal('loginPopupModal');
      return;
    }
    pushToast({ tone: 'info', messageKey: 'lobby:launch.soon', values: { name } });
  };

  const launchGame = (
    game: Pick<Game, 'vassalage' | 'gameCode' | 'isGame' | 'gameName' | 'gameType'>,
    mode: LaunchMode = 'real',
  ) => {
    const target = gameLaunchTarget(game);
    if (target.kind === 'route') void navigate(target.path);
    else if (target.kind === 'vendorPopup' && !vendorPopupOpen(game.vassalage))
      openModal('gamePopup', { vassalage: game.vassalage, gameType: game.gameType, title: game.gameName });
    else directLaunch(game.gameName, mode);
  };

  /** A vendor card: its click opens the vendor; `immediate` (non-RNG cards) plays its lobby at once. */
  const launchVendor = (vendor: VendorCard, immediate = false) => {
    const target = vendorTarget(vendor);
    if (target.kind === 'route') void navigate(target.path);
    else if (target.kind === 'launch' || immediate) directLaunch(vendor.displayName, 'real');
    else openModal('gamePopup', { vassalage: vendor.vassalage, gameType: vendor.gameType, title: vendor.displayName });
  };

  return { launchGame, launchVendor };
}
