import { useCallback, useEffect, useState } from 'react';
import type { ImageCaptcha } from '@fortuna/contracts';
import { call } from '@/lib/api';
import { isCode } from '@/lib/errors';
import { solvePow } from '@/lib/pow';
import { identityRoutes } from '@/lib/routes';

/**
 * The image captcha the login asks for after a failure (the step-up): loaded while `active`,
 * a new one on refresh and at each new `round` (each is single-use). Its proof-of-work is solved while the picture is read.
 */
export function useCaptcha(active: boolean, round: number) {
  const [captcha, setCaptcha] = useState<ImageCaptcha | null>(null);
  const [failed, setFailed] = useState(false);
  const refresh: () => void = useCallback(() => {
    setFailed(false);
    call(identityRoutes.imageCaptcha)
      .then((next) => {
        setCaptcha(next);
        solvePow(next.pow).catch(() => undefined);
      })
      .catch((error: unknown) => {
        // One captcha per second per client: ask again just after it.
        if (isCode(error, 'RATE_LIMITED')) setTimeout(refresh, 1_100);
        else setFailed(true);
      });
  }, []);
  // One new picture when it becomes due and after each answer that used it up (`round`).
  useEffect(() => {
    if (active) refresh();
    else setCaptcha(null);
  }, [active, round, refresh]);
  return { captcha, failed, refresh };
}

/** The captcha fields of the login request (the proof-of-work awaited if still solving). */
export async function captchaAnswer(captcha: ImageCaptcha | null, text: string) {
  if (!captcha) return {};
  return { captchaId: captcha.captchaId, captcha: text.trim(), captchaPow: await solvePow(captcha.pow) };
}
