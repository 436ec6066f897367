import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { NewIpMethod } from '@fortuna/contracts';
import { Button } from '@/components/ui/button';
import { CaptchaField } from '@/components/ui/captcha-field';
import { Field, FormAlert } from '@/components/ui/field';
import { LockIcon, UserIcon } from '@/components/ui/icons';
import { SliderCaptcha, type TrailPoint } from '@/components/ui/slider-captcha';
import { ApiError } from '@/lib/api-client';
import { messageText, rulesResolver } from '@/lib/form-message';
import { translateError } from '@/lib/i18n';
import { readRememberedUsername } from '@/lib/remember-me';
import { openModal } from '@/stores/modal-store';
import { login, type LoginInput } from './api';
import { loginCredentials, usernameLoginErrors } from './form-rules';
import { imageCaptchaAnswer, useImageCaptcha } from '@/components/form/verification-hooks';
import { solvePow } from '@/lib/pow';
import { NewIpStep } from './new-ip-step';
import { completeLogin } from './session';
import { useSlider } from './use-slider';
import './identity.css';

type Values = { username: string; password: string; captcha: string; remember: boolean };
type Verification = { method: NewIpMethod; value: string };
type Step = 'form' | 'slider' | 'verify';

/**
 * Username login (spec §4 Login): validate, pass the slider, then POST /wps/session/login (enc).
 * A refusal carrying `captcha` adds the image captcha; NEW_IP_VERIFICATION asks for one of the
 * listed checks and then the slider again. Used by the login popup and the /agent landing page.
 */
export function UsernameLogin({ entry, footer }: { entry: 'member' | 'agent'; footer?: React.ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('form');
  const [captchaShown, setCaptchaShown] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [methods, setMethods] = useState<NewIpMethod[]>([]);
  const [verification, setVerification] = useState<Verification | null>(null);
  const [verifyError, setVerifyError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const imageCaptcha = useImageCaptcha(captchaShown);
  const slider = useSlider();
  const remembered = useMemo(readRememberedUsername, []);

  const form = useForm<Values>({
    resolver: rulesResolver<Values>((values) => usernameLoginErrors(values, captchaShown)),
    defaultValues: { username: remembered ?? '', password: '', captcha: '', remember: remembered !== null },
  });
  const { errors } = form.formState;
  // Spec §8: one message for a missing username or password, above the fields.
  const missingCredentials = messageText(t, errors.username?.message ?? errors.password?.message);

  const toSlider = () => {
    setStep('slider');
    void slider.load();
  };

  const onSubmit = form.handleSubmit(() => {
    setFormError(null);
    setVerification(null);
    toSlider();
  });

  const attempt = async (x: number, trail: TrailPoint[]) => {
    const challenge = slider.challenge;
    if (!challenge) return;
    const values = form.getValues();
    const credentials = loginCredentials(values);
    setBusy(true);
    try {
      const body: LoginInput = {
        type: 'username',
        entry,
        ...credentials,
        slider: { captchaId: challenge.captchaId, x, trail, pow: await solvePow(challenge.pow) },
        ...(captchaShown && imageCaptcha.captcha
          ? await imageCaptchaAnswer(imageCaptcha.captcha, values.captcha.trim())
          : {}),
        ...(verification ? { verification } : {}),
      };
      const result = await login(body);
      completeLogin(result, {
        method: 'username',
        entry,
        remember: values.remember ? credentials.username : null,
        password: credentials.password,
        navigate: (to) => void navigate(to),
      });
    } catch (error) {
      const e = error instanceof ApiError ? error : new ApiError('UNKNOWN_ERROR', 'Unknown error', 0);
      const value = (e.value ?? {}) as { captcha?: boolean; methods?: NewIpMethod[] };
      if (captchaShown) {
        form.setValue('captcha', '');
        imageCaptcha.renew();
      }
      if (value.captcha && !captchaShown) setCaptchaShown(true);
      const sliderRefusal = e.code.startsWith('POW_') && !value.captcha;
      if (e.code === 'SLIDER_INVALID' || sliderRefusal) {
        void slider.load(translateError(e.code, e.message));
      } else if (e.code === 'NEW_IP_VERIFICATION' || e.code === 'VERIFICATION_FAILED') {
        setMethods(value.methods ?? methods);
        setVerifyError(e.code === 'VERIFICATION_FAILED' ? translateError(e.code, e.message) : null);
        setStep('verify');
      } else {
        setFormError(translateError(e.code, e.message));
        setStep('form');
      }
    } finally {
      setBusy(false);
    }
  };

  // The new-network step stays mounted (hidden) while its answer goes through the slider, so a
  // refusal finds it as the member left it: the method, the number typed, a code's countdown.
  const keepVerify = step === 'verify' || (step === 'slider' && verification !== null);
  const verifyStep = keepVerify ? (
    <div hidden={step !== 'verify'}>
      <NewIpStep
        methods={methods}
        error={verifyError}
        captcha={
          captchaShown
            ? { ...imageCaptcha, register: form.register('captcha'), error: messageText(t, errors.captcha?.message) }
            : null
        }
        onBack={() => setStep('form')}
        onSubmit={(answer) => {
          setVerification(answer);
          setVerifyError(null);
          toSlider();
        }}
      />
    </div>
  ) : null;

  if (step === 'slider') {
    return (
      <>
        <div className="form-stack auth__form" data-testid="login-slider-step">
          <p className="auth__note">{t('captcha.sliderTitle')}</p>
          <SliderCaptcha
            challenge={slider.challenge}
            error={slider.error}
            busy={busy}
            onRefresh={() => void slider.load()}
            onDrop={(x, trail) => void attempt(x, trail)}
          />
          <Button
            variant="ghost"
            size="sm"
            className="auth__steps-back"
            onClick={() => setStep(verification ? 'verify' : 'form')}
          >
            {t('action.back')}
          </Button>
        </div>
        {verifyStep}
      </>
    );
  }

  if (step === 'verify')
    return (
      <>
        {null}
        {verifyStep}
      </>
    );

  return (
    <form className="form-stack auth__form" onSubmit={(e) => void onSubmit(e)} noValidate data-testid="login-form">
      <FormAlert message={missingCredentials ?? formError} />
      <Field
        label={t('auth.username')}
        icon={<UserIcon />}
        autoComplete="username"
        placeholder={t('auth.usernamePlaceholder')}
        invalid={Boolean(errors.username)}
        {...form.register('username')}
      />
      <Field
        label={t('auth.password')}
        icon={<LockIcon />}
        type="password"
        autoComplete="current-password"
        placeholder={t('auth.passwordPlaceholder')}
        invalid={Boolean(errors.password)}
        {...form.register('password')}
      />
      {captchaShown ? (
        <CaptchaField
          image={imageCaptcha.captcha?.image ?? null}
          captchaId={imageCaptcha.captcha?.captchaId ?? null}
          pow={imageCaptcha.captcha?.pow ?? null}
          onRefresh={imageCaptcha.refresh}
          error={messageText(t, errors.captcha?.message)}
          {...form.register('captcha')}
        />
      ) : null}
      <div className="auth__row">
        <label className="checkbox">
          <input type="checkbox" {...form.register('remember')} /> {t('auth.rememberMe')}
        </label>
        {entry === 'member' ? (
          <button type="button" className="link-button" onClick={() => openModal('forgetPassModal')}>
            {t('auth.forgotPassword')}
          </button>
        ) : null}
      </div>
      <Button type="submit" size="lg" block data-testid="login-submit">
        {t('auth.login')}
      </Button>
      {footer}
    </form>
  );
}
