import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ImageCaptcha, NewIpMethod } from '@fortuna/contracts';
import { Button } from '@/components/ui/button';
import { CaptchaField } from '@/components/ui/captcha-field';
import { Field, FormAlert } from '@/components/ui/field';
import { Tabs } from '@/components/ui/tabs';
import { sendSmsNoLogin } from './api';
import { CountrySelect, DEFAULT_DIALING_CODE } from '@/components/form/country-select';
import { imageCaptchaAnswer, useImageCaptcha, useSmsSender } from '@/components/form/verification-hooks';
import { SmsSendButton } from '@/components/form/sms-send-button';
import './new-ip-step.css';

/**
 * Methods offered on the client, in this order (the first one the member has is chosen). The
 * SMS code proves the phone itself: the member types the bound number, passes the image
 * captcha and sends a code to it (POST /wps/verification/sms/noLogin, as SMS login does).
 */
export const OFFERED_METHODS: readonly NewIpMethod[] = ['totp', 'mobile', 'smsCode', 'email', 'bankAccountName'];

const INPUT: Record<NewIpMethod, { type: string; inputMode?: 'numeric' | 'tel' | 'email'; autoComplete: string }> = {
  totp: { type: 'text', inputMode: 'numeric', autoComplete: 'one-time-code' },
  mobile: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  smsCode: { type: 'text', inputMode: 'numeric', autoComplete: 'one-time-code' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  bankAccountName: { type: 'text', autoComplete: 'name' },
};

const SIX_DIGITS = /^[0-9]{6}$/;

type CaptchaProps = {
  captcha: ImageCaptcha | null;
  refresh: () => void;
  register: UseFormRegisterReturn;
  error?: string | undefined;
};

/**
 * The SMS-code method's own inputs: the bound number and the image captcha that guards the send
 * (spec §5: the number is validated before the SMS is sent), then the code with its countdown.
 * Once a code is sent its captcha goes away (a challenge is single-use); a resend after the
 * countdown brings a fresh one back. So the member never has two captchas to solve at once.
 */
function SmsCodeInputs({
  code,
  onCode,
  codeError,
  onSent,
}: {
  code: string;
  onCode: (code: string) => void;
  codeError: string | null;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const sms = useSmsSender();
  const [dialingCode, setDialingCode] = useState(DEFAULT_DIALING_CODE);
  const [mobile, setMobile] = useState('');
  const [captchaText, setCaptchaText] = useState('');
  const [mobileError, setMobileError] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [resending, setResending] = useState(false);
  const captchaShown = !sent || resending;
  const sendCaptcha = useImageCaptcha(captchaShown);

  const sendCode = async () => {
    if (!captchaShown) {
      // A resend needs a fresh challenge: show it first.
      setResending(true);
      return;
    }
    const number = mobile.trim();
    const text = captchaText.trim();
    setMobileError(/^[0-9]{4,15}$/.test(number) ? null : t('validation:validMobileNumber'));
    setCaptchaError(text && sendCaptcha.captcha ? null : t('validation:enterCaptcha'));
    if (!/^[0-9]{4,15}$/.test(number) || !text || !sendCaptcha.captcha) return;
    const challenge = sendCaptcha.captcha;
    const ok = await sms.send(async () =>
      sendSmsNoLogin({
        countryDialingCode: dialingCode,
        mobileNum: number,
        ...(await imageCaptchaAnswer(challenge, text)),
      }),
    );
    // A challenge is single-use, sent or refused: a refusal gets a fresh one, a sent code hides it.
    setCaptchaText('');
    if (!ok) return sendCaptcha.renew();
    setSent(true);
    setResending(false);
    onSent();
  };

  return (
    <>
      <Field
        label={t('auth.mobile')}
        name="newIpMobile"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={t('auth.newIp.placeholder.mobile')}
        value={mobile}
        onChange={(e) => setMobile(e.target.value)}
        error={mobileError}
        leading={<CountrySelect value={dialingCode} onChange={setDialingCode} />}
        data-testid="new-ip-mobile"
      />
      {captchaShown ? (
        <CaptchaField
          image={sendCaptcha.captcha?.image ?? null}
          captchaId={sendCaptcha.captcha?.captchaId ?? null}
          pow={sendCaptcha.captcha?.pow ?? null}
          onRefresh={sendCaptcha.refresh}
          error={captchaError}
          hint={t('auth.captchaForSms')}
          name="newIpSmsCaptcha"
          value={captchaText}
          onChange={(e) => setCaptchaText(e.target.value)}
          autoFocus={resending}
          data-testid="new-ip-sms-captcha"
        />
      ) : null}
      <Field
        label={t('auth.newIp.method.smsCode')}
        name="verification"
        maxLength={6}
        placeholder={t('auth.newIp.placeholder.smsCode')}
        value={code}
        onChange={(e) => onCode(e.target.value)}
        error={codeError}
        trailing={<SmsSendButton remaining={sms.remaining} sending={sms.sending} onClick={() => void sendCode()} />}
        data-testid="new-ip-value"
        {...INPUT.smsCode}
      />
    </>
  );
}

/** Spec §6: a login from a network the member never used asks for one extra check. */
export function NewIpStep({
  methods,
  error,
  captcha,
  onBack,
  onSubmit,
}: {
  methods: NewIpMethod[];
  error: string | null;
  captcha: CaptchaProps | null;
  onBack: () => void;
  onSubmit: (answer: { method: NewIpMethod; value: string }) => void;
}) {
  const { t } = useTranslation();
  const offered = OFFERED_METHODS.filter((m) => methods.includes(m));
  // The step stays mounted while its answer is judged, so a refused member stays on this method.
  const [method, setMethod] = useState<NewIpMethod>(offered[0] ?? 'mobile');
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  // With the SMS-code method, the login's own captcha (after a refusal) waits until the code is
  // sent, so it never stands beside the captcha that guards the send.
  const [smsSent, setSmsSent] = useState(false);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (!trimmed) return setFieldError(t('validation:required'));
    if ((method === 'totp' || method === 'smsCode') && !SIX_DIGITS.test(trimmed))
      return setFieldError(t('validation:validVerificationCode'));
    setFieldError(null);
    onSubmit({ method, value: trimmed });
  };

  return (
    <form className="form-stack auth__form" onSubmit={submit} noValidate data-testid="new-ip-step">
      <p className="auth__note">{t('auth.newIp.intro')}</p>
      <FormAlert message={error} />
      {offered.length > 1 ? (
        <Tabs
          items={offered.map((m) => ({ key: m, label: t(`auth.newIp.method.${m}`) }))}
          value={method}
          onChange={(m) => {
            setMethod(m);
            setValue('');
            setFieldError(null);
          }}
          label={t('auth.newIp.choose')}
          variant="segment"
          idPrefix="new-ip"
          className="auth__new-ip-tabs"
        />
      ) : null}
      {method === 'smsCode' ? (
        <SmsCodeInputs code={value} onCode={setValue} codeError={fieldError} onSent={() => setSmsSent(true)} />
      ) : (
        <Field
          key={method}
          label={t(`auth.newIp.method.${method}`)}
          name="verification"
          placeholder={t(`auth.newIp.placeholder.${method}`)}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={fieldError}
          data-testid="new-ip-value"
          {...INPUT[method]}
        />
      )}
      {captcha && (method !== 'smsCode' || smsSent) ? (
        <CaptchaField
          image={captcha.captcha?.image ?? null}
          captchaId={captcha.captcha?.captchaId ?? null}
          pow={captcha.captcha?.pow ?? null}
          onRefresh={captcha.refresh}
          error={captcha.error}
          {...captcha.register}
        />
      ) : null}
      <Button type="submit" size="lg" block>
        {t('action.continue')}
      </Button>
      <Button variant="ghost" size="sm" className="auth__steps-back" onClick={onBack}>
        {t('action.back')}
      </Button>
    </form>
  );
}
