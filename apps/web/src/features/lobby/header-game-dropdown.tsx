import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { categoryFor } from '@/lib/route-rules';

const HeaderGamePanel = lazy(() => import('./header-game-panel'));
const CLOSE_DELAY_MS = 180;

/**
 * Spec §2 header game dropdown: hovering or focusing a category of the header nav shows its
 * vendors (the large layout above 10). It listens on the header's nav, so the header renders it
 * once; ArrowDown moves into the panel, Escape closes it. The panel's code loads on first use.
 */
export function HeaderGameDropdown() {
  const [category, setCategory] = useState<string | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const nav = document.querySelector<HTMLElement>('.site-header__nav');
    if (!nav) return;
    const categoryAt = (target: EventTarget | null) => {
      const link = target instanceof Element ? target.closest('a[href]') : null;
      return link ? categoryFor(new URL((link as HTMLAnchorElement).href).pathname) : null;
    };
    const show = (next: string | null) => {
      clearTimeout(closeTimer.current);
      if (next) setCategory(next);
      else closeTimer.current = setTimeout(() => setCategory(null), CLOSE_DELAY_MS);
    };
    const onOver = (e: PointerEvent) => {
      if (e.pointerType === 'mouse') show(categoryAt(e.target));
    };
    const onLeave = () => show(null);
    const onFocus = (e: FocusEvent) => show(categoryAt(e.target));
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setCategory(null);
      if (e.key === 'ArrowDown' && categoryAt(e.target)) {
        e.preventDefault();
        panelRef.current?.querySelector<HTMLElement>('.header-games__vendor')?.focus();
      }
    };
    nav.addEventListener('pointerover', onOver);
    nav.addEventListener('pointerleave', onLeave);
    nav.addEventListener('focusin', onFocus);
    nav.addEventListener('keydown', onKey);
    return () => {
      nav.removeEventListener('pointerover', onOver);
      nav.removeEventListener('pointerleave', onLeave);
      nav.removeEventListener('focusin', onFocus);
      nav.removeEventListener('keydown', onKey);
      clearTimeout(closeTimer.current);
    };
  }, []);

  if (!category) return null;
  return (
    <Suspense fallback={null}>
      <HeaderGamePanel
        category={category}
        panelRef={panelRef}
        onClose={() => setCategory(null)}
        onPointerEnter={() => clearTimeout(closeTimer.current)}
        onPointerLeave={() => {
          closeTimer.current = setTimeout(() => setCategory(null), CLOSE_DELAY_MS);
        }}
      />
    </Suspense>
  );
}
