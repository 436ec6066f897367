/** Pure page-list rule of the Pagination component (spec §9: 2 margin pages, range 5). */

export type PageItem = number | 'gap-start' | 'gap-end';

/**
 * Spec §9 pagination: 2 margin pages at each end and a range of 5 around the current page,
 * with a gap where pages are left out (a gap of one page shows that page instead).
 */
export function paginationItems(current: number, total: number, margin = 2, range = 5): PageItem[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, current), total);
  const show = new Set<number>();
  for (let i = 1; i <= Math.min(margin, total); i++) show.add(i);
  for (let i = Math.max(1, total - margin + 1); i <= total; i++) show.add(i);
  let start = Math.max(1, page - Math.floor(range / 2));
  const end = Math.min(total, start + range - 1);
  start = Math.max(1, end - range + 1);
  for (let i = start; i <= end; i++) show.add(i);
  const pages = [...show].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((p, i) => {
    const prev = pages[i - 1];
    if (prev !== undefined && p - prev === 2) items.push(p - 1);
    else if (prev !== undefined && p - prev > 2) items.push(p < page ? 'gap-start' : 'gap-end');
    items.push(p);
  });
  return items;
}
