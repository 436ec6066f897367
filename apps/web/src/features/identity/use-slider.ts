import { useCallback, useState } from 'react';
import type { SliderCaptcha } from '@fortuna/contracts';
import { ApiError } from '@/lib/api-client';
import { translateError } from '@/lib/i18n';
import { solvePow } from '@/lib/pow';
import { getSliderCaptcha } from './api';

/** One slider challenge at a time; a new one after each drop (a challenge is single-use). */
export function useSlider() {
  const [challenge, setChallenge] = useState<SliderCaptcha | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async (message: string | null = null) => {
    setChallenge(null);
    setError(message);
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const next = await getSliderCaptcha();
        setChallenge(next);
        // Its proof-of-work is solved while the visitor drags.
        solvePow(next.pow).catch(() => undefined);
        return;
      } catch (e) {
        // The server allows one new challenge a second per client.
        if (e instanceof ApiError && e.code === 'RATE_LIMITED') await new Promise((r) => setTimeout(r, 1100));
        else {
          setError(translateError(e instanceof ApiError ? e.code : 'UNKNOWN_ERROR'));
          return;
        }
      }
    }
  }, []);

  return { challenge, error, load, setError };
}
