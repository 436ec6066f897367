import { useSearchParams } from 'react-router';

export const PAGE_SIZES = [20, 50, 100];

/**
 * A list page's state in the address (shareable, reload-proof): the page and its size, and
 * `update` to change some keys — an empty value drops its key, as does page 1 (`setParams` replaces them all).
 */
export function useAddressParams(pageSizes: number[] = PAGE_SIZES) {
  const [params, setParams] = useSearchParams();
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const size = Number(params.get('size'));
  const pageSize = pageSizes.includes(size) ? size : (pageSizes[0] ?? 20);
  const update = (next: Record<string, string | number>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === '' || (key === 'page' && value === 1)) merged.delete(key);
      else merged.set(key, String(value));
    }
    setParams(merged);
  };
  return { params, setParams, pageNo, pageSize, update };
}
