import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { PowChallenge } from '@fortuna/contracts';
import { usePowProgress } from '@/lib/pow';
import { Field } from './field';
import { ShieldIcon } from './icons';
import { Spinner } from './spinner';
import '@/components/form/form-pieces.css';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  /** Data URL of the current picture; null while loading. */
  image: string | null;
  captchaId: string | null;
  /** The captcha's proof-of-work: solved in the background, a note shows while it takes long. */
  pow?: PowChallenge | null;
  onRefresh: () => void;
  error?: string | null;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** Image captcha (spec §2 login popup): type the characters; click the picture for another. */
export function CaptchaField({ image, captchaId, pow, onRefresh, error, hint, ...input }: Props) {
  const { t } = useTranslation();
  const checking = usePowProgress(pow);
  return (
    <Field
      label={t('captcha.label')}
      icon={<ShieldIcon />}
      placeholder={t('captcha.placeholder')}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={8}
      error={error}
      hint={
        checking ? (
          <span className="captcha-checking" data-testid="captcha-checking">
            <Spinner size="sm" /> {t('captcha.checking')}
          </span>
        ) : (
          hint
        )
      }
      {...input}
      trailing={
        <button
          type="button"
          className="captcha-image"
          onClick={onRefresh}
          aria-label={t('captcha.refresh')}
          title={t('captcha.refresh')}
          data-testid="captcha-image"
          data-captcha-id={captchaId ?? undefined}
        >
          {image ? <img src={image} alt={t('captcha.imageAlt')} /> : <span className="captcha-image__empty" />}
        </button>
      }
    />
  );
}
