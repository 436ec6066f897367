import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ImageCaptcha } from '@fortuna/contracts';
import { Field } from '@/components/field';

type Props = {
  captcha: ImageCaptcha | null;
  failed: boolean;
  onRefresh: () => void;
  error?: string | undefined;
  input: UseFormRegisterReturn;
};

/** The image captcha of the step-up: the picture, a button for another one, and the field for its characters. */
export function CaptchaField({ captcha, failed, onRefresh, error, input }: Props) {
  const { t } = useTranslation();
  return (
    <Field label={t('login.captcha')} error={error} hint={failed ? t('login.captchaFailed') : t('login.captchaHint')}>
      {(c) => (
        <>
          <div className="captcha">
            {captcha ? (
              <img
                src={captcha.image}
                width={160}
                height={54}
                alt={t('login.captchaAlt')}
                data-testid="captcha-image"
                data-captcha-id={captcha.captchaId}
              />
            ) : (
              <span className="captcha__empty" aria-hidden />
            )}
            <button type="button" className="btn btn--ghost btn--sm" onClick={onRefresh}>
              {t('login.captchaRefresh')}
            </button>
          </div>
          <input {...c} autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={8} {...input} />
        </>
      )}
    </Field>
  );
}
