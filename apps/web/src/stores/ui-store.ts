import { create } from 'zustand';

/** Small shell UI state: the side-menu drawer. */
type UiState = { sideMenuOpen: boolean; setSideMenuOpen: (open: boolean) => void };

export const useUiStore = create<UiState>((set) => ({
  sideMenuOpen: false,
  setSideMenuOpen: (sideMenuOpen) => set({ sideMenuOpen }),
}));
