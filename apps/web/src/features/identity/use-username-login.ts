import { useMemo, useRef, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { ImageCaptcha, NewIpMethod, SliderCaptcha } from '@fortuna/contracts';
import type { TrailPoint } from '@/components/ui/slider-captcha';
import { useServerForm } from '@/components/form/use-server-form';
import { imageCaptchaAnswer, useImageCaptcha } from '@/components/form/verification-hooks';
import { ApiError } from '@/lib/api-client';
import { rulesResolver } from '@/lib/form-message';
import { translateError } from '@/lib/i18n';
import { solvePow } from '@/lib/pow';
import { readRememberedUsername } from '@/lib/remember-me';
import { login, type LoginInput } from './api';
import { loginCredentials, usernameLoginErrors } from './form-rules';
import { loginRefusalStep } from './identity-fns';
import { completeLogin } from './session';
import { useSlider } from './use-slider';

export type UsernameLoginValues = { username: string; password: string; captcha: string; remember: boolean };
type Verification = { method: NewIpMethod; value: string };
type Step = 'form' | 'slider' | 'verify';
type Drop = { challenge: SliderCaptcha; x: number; trail: TrailPoint[] };

/** The login body: the credentials, the slider's answer, and the captcha and new-network answer when asked. */
async function usernameLoginBody(
  entry: 'member' | 'agent',
  values: UsernameLoginValues,
  drop: Drop | null,
  captcha: ImageCaptcha | null,
  verification: Verification | null,
): Promise<LoginInput> {
  // Only the slider's drop sends the login, so its answer is there.
  if (!drop) throw new ApiError('SLIDER_INVALID', 'Slide to verify first', 400);
  const { challenge, x, trail } = drop;
  return {
    type: 'username',
    entry,
    ...loginCredentials(values),
    slider: { captchaId: challenge.captchaId, x, trail, pow: await solvePow(challenge.pow) },
    ...(captcha ? await imageCaptchaAnswer(captcha, values.captcha.trim()) : {}),
    ...(verification ? { verification } : {}),
  };
}

/** The new-network check's state: the methods offered, the member's answer, the refusal of it. */
function useNewIpCheck() {
  const [methods, setMethods] = useState<NewIpMethod[]>([]);
  const [verification, setVerification] = useState<Verification | null>(null);
  const [verifyError, setVerifyError] = useState<string | null>(null);
  return {
    methods,
    verification,
    verifyError,
    clear: () => setVerification(null),
    /** A refusal that asks for the check, first or again (VERIFICATION_FAILED says why). */
    asked: (e: ApiError, offered: NewIpMethod[] | undefined) => {
      setMethods(offered ?? methods);
      setVerifyError(e.code === 'VERIFICATION_FAILED' ? translateError(e.code, e.message) : null);
    },
    answered: (answer: Verification) => {
      setVerification(answer);
      setVerifyError(null);
    },
  };
}

/** The login's image captcha: added once a refusal asks for it, then renewed after every refusal (single-use). */
function useLoginCaptcha() {
  const [shown, setShown] = useState(false);
  const imageCaptcha = useImageCaptcha(shown);
  return {
    shown,
    imageCaptcha,
    refused: (form: UseFormReturn<UsernameLoginValues>, asks: boolean) => {
      if (shown) {
        form.setValue('captcha', '');
        imageCaptcha.renew();
      }
      if (asks && !shown) setShown(true);
    },
  };
}

/**
 * Username login's state (spec §4 Login): the form is judged, the slider passed, then the login
 * posts through useServerForm (POST /wps/session/login, enc) with the slider's drop. A refusal
 * carrying `captcha` adds the image captcha; NEW_IP_VERIFICATION asks for one of the listed
 * checks and then the slider again.
 */
export function useUsernameLogin(entry: 'member' | 'agent') {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('form');
  const captcha = useLoginCaptcha();
  const newIp = useNewIpCheck();
  const drop = useRef<Drop | null>(null);
  const slider = useSlider();
  const remembered = useMemo(readRememberedUsername, []);
  const form = useForm<UsernameLoginValues>({
    // The rules judge the form step; the slider's drop sends what that step accepted.
    resolver: rulesResolver((values) => (step === 'form' ? usernameLoginErrors(values, captcha.shown) : {})),
    defaultValues: { username: remembered ?? '', password: '', captcha: '', remember: remembered !== null },
  });

  const onRefusal = (e: ApiError) => {
    const value = (e.value ?? {}) as { captcha?: boolean; methods?: NewIpMethod[] };
    captcha.refused(form, Boolean(value.captcha));
    const next = loginRefusalStep(e.code, Boolean(value.captcha));
    if (next === 'slider') void slider.load(translateError(e.code, e.message));
    if (next === 'verify') newIp.asked(e, value.methods);
    if (next !== 'slider') setStep(next);
    return null;
  };

  const server = useServerForm(form, {
    submit: async (values: UsernameLoginValues) => {
      const challenge = captcha.shown ? captcha.imageCaptcha.captcha : null;
      return login(await usernameLoginBody(entry, values, drop.current, challenge, newIp.verification));
    },
    onSuccess: (result, values) => {
      const { username, password } = loginCredentials(values);
      const remember = values.remember ? username : null;
      completeLogin(result, { method: 'username', entry, remember, password, navigate: (to) => void navigate(to) });
    },
    // Every refusal shows above the fields (one message for both, spec §8) or on its step.
    fieldsOnly: [],
    refusal: onRefusal,
  });

  const toSlider = () => {
    setStep('slider');
    void slider.load();
  };
  // The message of a refusal belongs to the form step: another step leaves it behind.
  const goTo = (next: Step) => {
    server.setFormError(null);
    setStep(next);
  };

  return {
    form,
    step,
    captchaShown: captcha.shown,
    imageCaptcha: captcha.imageCaptcha,
    slider,
    newIp,
    formError: server.formError,
    /** The form step's submit: judged, then the slider. */
    submitCredentials: form.handleSubmit(() => {
      server.setFormError(null);
      newIp.clear();
      toSlider();
    }),
    /** The slider's drop sends the login. */
    drop: (x: number, trail: TrailPoint[]) => {
      if (!slider.challenge) return;
      drop.current = { challenge: slider.challenge, x, trail };
      server.onSubmit();
    },
    answerVerification: (answer: Verification) => {
      newIp.answered(answer);
      toSlider();
    },
    goTo,
  };
}
