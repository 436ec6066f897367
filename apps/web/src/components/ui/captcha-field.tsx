import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { PowChallenge } from '@fortuna/contracts';
import { usePowProgress } from '@/lib/pow';
import { Field } from './field';
import { IconButton } from './icon-button';
import { RefreshIcon, ShieldIcon, SpeakerIcon } from './icons';
import { Spinner } from './spinner';
import '@/components/form/form-pieces.css';

/** The picture's size in CSS pixels: the server draws it at twice that for sharp screens. */
export const CAPTCHA_PICTURE = { width: 240, height: 80 } as const;

/** The captcha's audio alternative: the same characters read out, loaded when asked for. */
export type CaptchaAudioState = {
  /** Data URL of the recording once loaded. */
  audio: string | null;
  loading: boolean;
  /** Translated refusal (too many plays, captcha gone). */
  error: string | null;
  listen: () => void;
};

type Props = InputHTMLAttributes<HTMLInputElement> & {
  /** Data URL of the current picture; null while loading. */
  image: string | null;
  captchaId: string | null;
  /** The captcha's proof-of-work: solved in the background, a note shows while it takes long. */
  pow?: PowChallenge | null;
  onRefresh: () => void;
  audio?: CaptchaAudioState;
  error?: string | null;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/**
 * Image captcha (spec §2 login popup): the picture at its full size with a refresh button and,
 * for who cannot read it, a button that reads the same characters out; type them in the field.
 * Clicking the picture also brings another one.
 */
export function CaptchaField({ image, captchaId, pow, onRefresh, audio, error, hint, ...input }: Props) {
  const { t } = useTranslation();
  const checking = usePowProgress(pow);
  const audioId = useId();
  const note = checking ? (
    <span className="captcha-checking" data-testid="captcha-checking">
      <Spinner size="sm" /> {t('captcha.checking')}
    </span>
  ) : (
    (audio?.error ?? hint)
  );
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
      hint={note}
      {...input}
      above={
        <div className="captcha-challenge">
          <div className="captcha-challenge__row">
            <button
              type="button"
              className="captcha-image"
              onClick={onRefresh}
              // The refresh button beside it is the keyboard's way; one tab stop is enough.
              tabIndex={-1}
              title={t('captcha.refresh')}
              data-testid="captcha-image"
              data-captcha-id={captchaId ?? undefined}
            >
              {image ? (
                <img src={image} alt={t('captcha.imageAlt')} {...CAPTCHA_PICTURE} />
              ) : (
                <span className="captcha-image__empty" />
              )}
            </button>
            <div className="captcha-challenge__actions">
              <IconButton label={t('captcha.refresh')} onClick={onRefresh} data-testid="captcha-refresh">
                <RefreshIcon />
              </IconButton>
              {audio ? (
                <IconButton
                  label={t('captcha.listen')}
                  onClick={audio.listen}
                  disabled={!captchaId || audio.loading}
                  aria-controls={audioId}
                  data-testid="captcha-listen"
                >
                  {audio.loading ? <Spinner size="sm" /> : <SpeakerIcon />}
                </IconButton>
              ) : null}
            </div>
          </div>
          {audio?.audio ? (
            <audio
              id={audioId}
              className="captcha-audio"
              src={audio.audio}
              controls
              autoPlay
              aria-label={t('captcha.audioLabel')}
              data-testid="captcha-audio"
            />
          ) : null}
        </div>
      }
    />
  );
}
