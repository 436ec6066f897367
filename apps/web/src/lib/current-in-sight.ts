import { useLayoutEffect, type RefObject } from 'react';

/**
 * A page list that is one scrolling row (member and agent centres on a phone): whenever `current`
 * changes, the row scrolls so the item marked aria-current="page" sits in its middle. Only the
 * row moves, never the window; a list that fits (the desktop column) is left alone.
 */
export function useCurrentInSight(list: RefObject<HTMLElement | null>, current: unknown): void {
  useLayoutEffect(() => {
    const row = list.current;
    const item = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !item || row.scrollWidth <= row.clientWidth) return;
    const at = item.getBoundingClientRect().left - row.getBoundingClientRect().left + row.scrollLeft;
    row.scrollLeft = at - (row.clientWidth - item.offsetWidth) / 2;
  }, [list, current]);
}
