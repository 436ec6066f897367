/**
 * Page scroll lock for modals (spec §2: a modal locks page scroll and restores the scroll
 * position on close). The body is pinned with `position: fixed; top: -scrollY`, which also
 * stops iOS Safari from scrolling underneath; unlocking puts the exact offset back.
 * Nested modals share one lock (counted).
 */
let depth = 0;
let savedY = 0;
let savedX = 0;

export function lockScroll(): void {
  depth += 1;
  if (depth > 1) return;
  savedY = window.scrollY;
  savedX = window.scrollX;
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  const body = document.body.style;
  body.position = 'fixed';
  body.top = `-${savedY}px`;
  body.left = `-${savedX}px`;
  body.right = '0';
  body.width = '100%';
  if (scrollbar > 0) body.paddingRight = `${scrollbar}px`;
  document.body.dataset.scrollLocked = 'true';
}

export function unlockScroll(): void {
  if (depth === 0) return;
  depth -= 1;
  if (depth > 0) return;
  const body = document.body.style;
  body.position = '';
  body.top = '';
  body.left = '';
  body.right = '';
  body.width = '';
  body.paddingRight = '';
  delete document.body.dataset.scrollLocked;
  // Instant, not smooth: the page must reappear exactly where it was.
  window.scrollTo({ top: savedY, left: savedX, behavior: 'instant' });
}
