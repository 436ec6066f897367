import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StaffLoginRequest, StaffLoginResult } from '@fortuna/contracts';
import { ApiError, call } from '@/lib/api';
import { errorText } from '@/lib/errors';
import { ME_KEY } from '@/lib/me';
import { consoleRoutes } from '@/lib/routes';
import { session } from '@/lib/session';

export type LoginStep =
  { kind: 'password' } | { kind: 'totpSetup'; secret: string; otpauthUri: string } | { kind: 'totp' };
/** Where a refusal is shown: on the field it concerns, or above the form. */
export type LoginError = { at: 'password' | 'code' | 'captcha' | 'form'; text: string } | null;

const CAPTCHA_CODES = ['CAPTCHA_REQUIRED', 'CAPTCHA_INVALID', 'CAPTCHA_EXPIRED', 'POW_REQUIRED', 'POW_INVALID'];

/**
 * The two-step staff login (POST /console/api/session): the password (with the image captcha
 * once the server asks for it), then the authenticator code — after showing the secret at the
 * first login. The password is kept in memory between the steps only.
 */
export function useLogin(onDone: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<LoginStep>({ kind: 'password' });
  const [error, setError] = useState<LoginError>(null);
  const [captchaDue, setCaptchaDue] = useState(false);
  /** Bumped after every answer that used up the captcha: a fresh one is loaded. */
  const [captchaRound, setCaptchaRound] = useState(0);
  const credentials = useRef<{ username: string; password: string } | null>(null);

  const done = (result: StaffLoginResult) => {
    setError(null);
    if (result.step === 'done') {
      credentials.current = null;
      queryClient.setQueryData(ME_KEY, result.staff);
      session.start(result.token);
      onDone();
    } else if (result.step === 'totpSetup')
      setStep({ kind: 'totpSetup', secret: result.secret, otpauthUri: result.otpauthUri });
    else setStep({ kind: 'totp' });
  };

  const refused = (failure: unknown) => {
    const text = errorText(t, failure);
    if (!(failure instanceof ApiError)) return setError({ at: 'form', text });
    if ((failure.value as { captcha?: unknown } | null)?.captcha === true) setCaptchaDue(true);
    setCaptchaRound((n) => n + 1);
    if (CAPTCHA_CODES.includes(failure.code)) {
      setCaptchaDue(true);
      setStep({ kind: 'password' });
      return setError({ at: 'captcha', text });
    }
    if (failure.code === 'AUTHENTICATOR_CODE_INVALID') return setError({ at: 'code', text });
    if (failure.code === 'INVALID_CREDENTIALS') {
      // The password changed between the steps: start again.
      setStep({ kind: 'password' });
      return setError({ at: 'password', text });
    }
    // Locked, too many codes, refused address, disabled account: above the form of the step.
    setError({ at: 'form', text });
  };

  const send = useMutation({
    mutationFn: (body: StaffLoginRequest) => call(consoleRoutes.login, { body }),
  });

  return {
    step,
    error,
    captchaDue,
    captchaRound,
    pending: send.isPending,
    username: credentials.current?.username ?? '',
    submitPassword: (body: StaffLoginRequest) => {
      credentials.current = { username: body.username, password: body.password };
      setError(null);
      send.mutate(body, { onSuccess: done, onError: (e) => refused(e) });
    },
    submitCode: (totpCode: string) => {
      if (!credentials.current) return setStep({ kind: 'password' });
      setError(null);
      send.mutate({ ...credentials.current, totpCode }, { onSuccess: done, onError: (e) => refused(e) });
    },
    restart: () => {
      credentials.current = null;
      setError(null);
      setStep({ kind: 'password' });
    },
  };
}
