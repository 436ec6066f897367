import { useLayoutEffect, type RefObject } from 'react';

/** Scrolls the row so its item marked aria-current="page" sits in its middle (when the row scrolls). */
function centreCurrent(row: HTMLElement): void {
  const item = row.querySelector<HTMLElement>('[aria-current="page"]');
  if (!item || row.scrollWidth <= row.clientWidth) return;
  const at = item.getBoundingClientRect().left - row.getBoundingClientRect().left + row.scrollLeft;
  row.scrollLeft = Math.max(0, at - (row.clientWidth - item.offsetWidth) / 2);
}

/**
 * A page list that is one scrolling row (member and agent centres on a phone): whenever `current`
 * changes, the row scrolls so the item marked aria-current="page" sits in its middle. Only the
 * row moves, never the window; a list that fits (the desktop column) is left alone. The labels'
 * widths change once the web fonts and translations arrive, so the row is centred again when its
 * size changes and when the fonts are ready (issue 18 item 9: the strip started clipped).
 */
export function useCurrentInSight(list: RefObject<HTMLElement | null>, current: unknown): void {
  useLayoutEffect(() => {
    const row = list.current;
    if (!row) return;
    centreCurrent(row);
    let live = true;
    void document.fonts?.ready.then(() => live && centreCurrent(row));
    // Until the user scrolls the row, a change of its size or its items' widths re-centres it.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => centreCurrent(row));
    observer?.observe(row);
    for (const item of row.children) observer?.observe(item);
    const stop = () => observer?.disconnect();
    row.addEventListener('pointerdown', stop, { once: true });
    row.addEventListener('wheel', stop, { once: true, passive: true });
    return () => {
      live = false;
      observer?.disconnect();
      row.removeEventListener('pointerdown', stop);
      row.removeEventListener('wheel', stop);
    };
  }, [list, current]);
}
