import { useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { loadChunk } from '@/lib/chunk-load';
import { pushToast } from '@/stores/toast-store';
import { useUiStore } from '@/stores/ui-store';

type DrawerProps = { onClose: () => void; footer: ReactNode };

let drawerChunk: Promise<ComponentType<DrawerProps>> | null = null;
let loadedDrawer: ComponentType<DrawerProps> | null = null;

/**
 * The drawer's code is not part of the first page: it loads when the menu first opens, and is
 * fetched ahead when the pointer or focus reaches the menu button (`preloadSideMenu`), so it is
 * normally there before the click. A failed load may be retried by opening the menu again.
 */
export function preloadSideMenu(): Promise<ComponentType<DrawerProps>> {
  drawerChunk ??= loadChunk('side-menu', () => import('./side-menu-drawer')).then(
    (module) => (loadedDrawer = module.Drawer),
    (error: unknown) => {
      drawerChunk = null;
      throw error;
    },
  );
  return drawerChunk;
}

export function SideMenu({ footer }: { footer: ReactNode }) {
  const open = useUiStore((s) => s.sideMenuOpen);
  const setOpen = useUiStore((s) => s.setSideMenuOpen);
  // Every navigation has a key of its own, a link to the page already shown included.
  const { key: locationKey } = useLocation();
  const close = useCallback(() => setOpen(false), [setOpen]);
  const [Drawer, setDrawer] = useState<ComponentType<DrawerProps> | null>(() => loadedDrawer);
  // Any navigation (back button included) closes the drawer; so does a change of session
  // (app/session-scope.ts), as 'Free play' in the drawer lands on the page already shown.
  useEffect(() => close(), [locationKey, close]);
  useEffect(() => {
    if (!open || Drawer) return;
    let live = true;
    preloadSideMenu().then(
      (loaded) => live && setDrawer(() => loaded),
      () => {
        if (!live) return;
        pushToast({ tone: 'error', messageKey: 'errors:networkAbnormal' });
        close();
      },
    );
    return () => {
      live = false;
    };
  }, [open, Drawer, close]);
  if (!open || !Drawer) return null;
  return <Drawer onClose={close} footer={footer} />;
}
