import { useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ImageCaptcha, NewIpMethod } from '@fortuna/contracts';
import { Button } from '@/components/ui/button';
import { Field, FormAlert } from '@/components/ui/field';
import { ImageCaptchaField } from '@/components/form/image-captcha-field';
import { messageText, rulesResolver } from '@/lib/form-message';
import { MethodTabs } from './auth-tabs';
import { newIpAnswerErrors } from './form-rules';
import { EmailCodeInputs } from './new-ip-email-code';
import { SmsCodeInputs } from './new-ip-sms-code';
import './new-ip-step.css';

/**
 * Methods offered on the client, in this order (the first one the member has is chosen). The
 * SMS code proves the phone itself: the member types the bound number, passes the image
 * captcha and sends a code to it (POST /wps/verification/sms/noLogin, as SMS login does); the
 * e-mail code likewise with the bound e-mail (POST /wps/verification/email/newNetwork).
 */
export const OFFERED_METHODS: readonly NewIpMethod[] = [
  'totp',
  'mobile',
  'smsCode',
  'emailCode',
  'email',
  'bankAccountName',
];

const INPUT: Record<NewIpMethod, { type: string; inputMode?: 'numeric' | 'tel' | 'email'; autoComplete: string }> = {
  totp: { type: 'text', inputMode: 'numeric', autoComplete: 'one-time-code' },
  mobile: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  smsCode: { type: 'text', inputMode: 'numeric', autoComplete: 'one-time-code' },
  emailCode: { type: 'text', inputMode: 'numeric', autoComplete: 'one-time-code' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  bankAccountName: { type: 'text', autoComplete: 'name' },
};

type CaptchaProps = {
  captcha: ImageCaptcha | null;
  refresh: () => void;
  register: UseFormRegisterReturn;
  error?: string | undefined;
};

type Answer = { method: NewIpMethod; value: string };

/** The chosen method's inputs: a code method's own send block, or the one typed answer. */
function MethodInputs({
  method,
  username,
  registration,
  codeError,
  onSent,
}: {
  method: NewIpMethod;
  username: string;
  registration: UseFormRegisterReturn;
  codeError: string | undefined;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  if (method === 'smsCode') return <SmsCodeInputs registration={registration} codeError={codeError} onSent={onSent} />;
  if (method === 'emailCode')
    return <EmailCodeInputs username={username} registration={registration} codeError={codeError} onSent={onSent} />;
  return (
    <Field
      key={method}
      label={t(`auth.newIp.method.${method}`)}
      placeholder={t(`auth.newIp.placeholder.${method}`)}
      error={codeError}
      data-testid="new-ip-value"
      {...INPUT[method]}
      {...registration}
    />
  );
}

/**
 * Spec §6: a login from a network the member never used asks for one extra check. The answer
 * is judged here (newIpAnswerErrors) and sent with the login (useUsernameLogin), whose refusal
 * comes back as `error`.
 */
export function NewIpStep({
  username,
  methods,
  error,
  captcha,
  onBack,
  onSubmit,
}: {
  /** The login's username: the e-mail code is asked for this member. */
  username: string;
  methods: NewIpMethod[];
  error: string | null;
  captcha: CaptchaProps | null;
  onBack: () => void;
  onSubmit: (answer: Answer) => void;
}) {
  const { t } = useTranslation();
  const offered = OFFERED_METHODS.filter((m) => methods.includes(m));
  // The step stays mounted while its answer is judged, so a refused member stays on this method.
  const [method, setMethod] = useState<NewIpMethod>(offered[0] ?? 'mobile');
  // With a code method (SMS, e-mail), the login's own captcha (after a refusal) waits until the
  // code is sent, so it never stands beside the captcha that guards the send.
  const [codeSent, setCodeSent] = useState(false);
  const sendsCode = method === 'smsCode' || method === 'emailCode';
  const form = useForm<{ verification: string }>({
    resolver: rulesResolver((values) => newIpAnswerErrors(method, values.verification)),
    reValidateMode: 'onSubmit',
    defaultValues: { verification: '' },
  });
  const codeError = messageText(t, form.formState.errors.verification?.message);
  const submit = form.handleSubmit((values) => onSubmit({ method, value: values.verification.trim() }));

  return (
    <form className="form-stack auth__form" onSubmit={(e) => void submit(e)} noValidate data-testid="new-ip-step">
      <p className="auth__note">{t('auth.newIp.intro')}</p>
      <FormAlert message={error} />
      <MethodTabs
        items={offered.map((m) => ({ key: m, label: t(`auth.newIp.method.${m}`) }))}
        value={method}
        onChange={(m) => {
          setMethod(m);
          setCodeSent(false);
          form.reset();
        }}
        label={t('auth.newIp.choose')}
        idPrefix="new-ip"
        className="auth__new-ip-tabs"
      />
      <MethodInputs
        method={method}
        username={username}
        registration={form.register('verification')}
        codeError={codeError}
        onSent={() => setCodeSent(true)}
      />
      {captcha && (!sendsCode || codeSent) ? (
        <ImageCaptchaField imageCaptcha={captcha} error={captcha.error} {...captcha.register} />
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
