import { useCallback, useMemo, useState } from 'react';
import { presetRange, type RangePreset } from '@/lib/market-date';
import { useMarketZone } from '@/lib/queries/system-api';

/**
 * What every paged team report keeps: the range preset (in the brand's zone) and the page. A
 * filter set through `reset` (the range too) goes back to the first page.
 */
export function useTeamReport(initial: RangePreset) {
  const zone = useMarketZone();
  const [preset, choosePreset] = useState<RangePreset>(initial);
  const range = useMemo(() => presetRange(preset, new Date(), zone), [preset, zone]);
  const [pageNo, setPageNo] = useState(1);
  const reset = useCallback(
    <V>(set: (v: V) => void) =>
      (v: V) => {
        set(v);
        setPageNo(1);
      },
    [],
  );
  return { zone, preset, setPreset: reset(choosePreset), range, pageNo, setPageNo, reset };
}
