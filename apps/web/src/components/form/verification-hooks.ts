import { useCallback, useEffect, useRef, useState } from 'react';
import type { ImageCaptcha, SmsSent } from '@fortuna/contracts';
import { ApiError } from '@/lib/api-client';
import { translateError } from '@/lib/i18n';
import { openModal } from '@/stores/modal-store';
import { getImageCaptcha } from '@/lib/queries/verification-api';
import { createThrottle } from '@/lib/throttle';
import { solvePow } from '@/lib/pow';
import { secondsLeft, smsCountdownSeconds } from './sms-countdown-fns';

/** Spec §9: captcha refresh and SMS send at most once a second. */
const ONE_SECOND = 1_000;

/**
 * The image captcha of a form: loaded when `active` turns on, refreshed on click (throttled to
 * 1 s, the server's limit too) and after every use, since a challenge is single-use.
 */
export function useImageCaptcha(active: boolean) {
  const [captcha, setCaptcha] = useState<ImageCaptcha | null>(null);
  const throttle = useRef(createThrottle(ONE_SECOND));
  const retry = useRef<ReturnType<typeof setTimeout> | null>(null);

  const refresh = useCallback((force = false) => {
    if (!throttle.current() && !force) return;
    getImageCaptcha()
      .then((next) => {
        setCaptcha(next);
        // Its proof-of-work is solved while the visitor reads the picture.
        solvePow(next.pow).catch(() => undefined);
      })
      .catch((error: unknown) => {
        // Two forms asking within the server's second: ask again just after it.
        if (error instanceof ApiError && error.code === 'RATE_LIMITED') {
          retry.current = setTimeout(() => refresh(true), ONE_SECOND + 100);
        }
      });
  }, []);

  useEffect(() => {
    if (active) refresh(true);
    else setCaptcha(null);
    return () => {
      if (retry.current) clearTimeout(retry.current);
    };
  }, [active, refresh]);

  return { captcha, refresh: () => refresh(false), renew: () => refresh(true) };
}

/** The image captcha fields of a request, with its proof-of-work (awaited when still solving). */
export async function imageCaptchaAnswer(captcha: ImageCaptcha, text: string) {
  return { captchaId: captcha.captchaId, captcha: text, captchaPow: await solvePow(captcha.pow) };
}

/**
 * An SMS send button: 1 s throttle, then a countdown of expiredMinutes × 60 s (spec §4). A
 * refused send shows the server's message in a warning dialog with OK (spec §8).
 */
export function useSmsSender() {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const throttle = useRef(createThrottle(ONE_SECOND));

  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);

  const remaining = secondsLeft(until, now);

  /** `onRefused` may claim a refusal for the form (e.g. a field message); otherwise the dialog shows it. */
  const send = async (request: () => Promise<SmsSent>, onRefused?: (error: ApiError) => boolean): Promise<boolean> => {
    if (remaining > 0 || sending || !throttle.current()) return false;
    setSending(true);
    try {
      const sent = await request();
      const start = Date.now();
      setNow(start);
      setUntil(start + smsCountdownSeconds(sent.expiredMinutes) * 1000);
      return true;
    } catch (error) {
      if (error instanceof ApiError && onRefused?.(error)) return false;
      const code = error instanceof ApiError ? error.code : 'UNKNOWN_ERROR';
      const message = error instanceof Error ? error.message : undefined;
      openModal('publicModal', { titleKey: 'errors:smsSendFailed', body: translateError(code, message) });
      return false;
    } finally {
      setSending(false);
    }
  };

  return { remaining, sending, send };
}
