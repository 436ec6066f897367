import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, FormAlert } from '@/components/ui/field';
import { UserIcon } from '@/components/ui/icons';
import { SliderCaptcha } from '@/components/ui/slider-captcha';
import { ImageCaptchaField } from '@/components/form/image-captcha-field';
import { PasswordField } from '@/components/form/password-field';
import { messageText } from '@/lib/form-message';
import { openModal } from '@/stores/modal-store';
import { NewIpStep } from './new-ip-step';
import { useUsernameLogin } from './use-username-login';
import './identity.css';

type Login = ReturnType<typeof useUsernameLogin>;

/**
 * Username login (spec §4 Login): validate, pass the slider, then POST /wps/session/login (enc);
 * a new network asks for one extra check (useUsernameLogin). Used by the login popup and the
 * /agent landing page.
 */
export function UsernameLogin({ entry, footer }: { entry: 'member' | 'agent'; footer?: ReactNode }) {
  const login = useUsernameLogin(entry);
  const { step } = login;
  const { verification } = login.newIp;
  // The new-network step stays mounted (hidden) while its answer goes through the slider, so a
  // refusal finds it as the member left it: the method, the number typed, a code's countdown.
  const keepVerify = step === 'verify' || (step === 'slider' && verification !== null);
  const verifyStep = keepVerify ? (
    <div hidden={step !== 'verify'}>
      <VerifyStep login={login} />
    </div>
  ) : null;

  if (step === 'slider')
    return (
      <>
        <SliderStep login={login} />
        {verifyStep}
      </>
    );
  if (step === 'verify')
    return (
      <>
        {null}
        {verifyStep}
      </>
    );
  return <CredentialsForm login={login} entry={entry} footer={footer} />;
}

/** The new-network check, with the login's own image captcha once a refusal asked for it. */
function VerifyStep({ login }: { login: Login }) {
  const { t } = useTranslation();
  const { form, imageCaptcha } = login;
  const captcha = login.captchaShown
    ? {
        ...imageCaptcha,
        register: form.register('captcha'),
        error: messageText(t, form.formState.errors.captcha?.message),
      }
    : null;
  return (
    <NewIpStep
      username={form.getValues('username').trim()}
      methods={login.newIp.methods}
      error={login.newIp.verifyError}
      captcha={captcha}
      onBack={() => login.goTo('form')}
      onSubmit={login.answerVerification}
    />
  );
}

function SliderStep({ login }: { login: Login }) {
  const { t } = useTranslation();
  const { slider } = login;
  return (
    <div className="form-stack auth__form" data-testid="login-slider-step">
      <p className="auth__note">{t('captcha.sliderTitle')}</p>
      <SliderCaptcha
        challenge={slider.challenge}
        error={slider.error}
        busy={login.form.formState.isSubmitting}
        onRefresh={() => void slider.load()}
        onDrop={login.drop}
      />
      <Button
        variant="ghost"
        size="sm"
        className="auth__steps-back"
        onClick={() => login.goTo(login.newIp.verification ? 'verify' : 'form')}
      >
        {t('action.back')}
      </Button>
    </div>
  );
}

function CredentialsForm({ login, entry, footer }: { login: Login; entry: 'member' | 'agent'; footer: ReactNode }) {
  const { t } = useTranslation();
  const { form } = login;
  const { errors } = form.formState;
  // Spec §8: one message for a missing username or password, above the fields.
  const missingCredentials = messageText(t, errors.username?.message ?? errors.password?.message);
  return (
    <form
      className="form-stack auth__form"
      onSubmit={(e) => void login.submitCredentials(e)}
      noValidate
      data-testid="login-form"
    >
      <FormAlert message={missingCredentials ?? login.formError} />
      <Field
        label={t('auth.username')}
        icon={<UserIcon />}
        autoComplete="username"
        placeholder={t('auth.usernamePlaceholder')}
        invalid={Boolean(errors.username)}
        {...form.register('username')}
      />
      <PasswordField
        label={t('auth.password')}
        autoComplete="current-password"
        placeholder={t('auth.passwordPlaceholder')}
        invalid={Boolean(errors.password)}
        {...form.register('password')}
      />
      {login.captchaShown ? (
        <ImageCaptchaField
          imageCaptcha={login.imageCaptcha}
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
