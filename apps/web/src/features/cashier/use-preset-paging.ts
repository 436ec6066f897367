import { useState } from 'react';
import type { RangePreset } from '@/lib/market-date';

/** A records list's period and page: choosing another period goes back to the first page. */
export function usePresetPaging(initial: RangePreset) {
  const [preset, setPreset] = useState<RangePreset>(initial);
  const [pageNo, setPageNo] = useState(1);
  const choosePreset = (next: RangePreset) => {
    setPreset(next);
    setPageNo(1);
  };
  return { preset, choosePreset, pageNo, setPageNo };
}
