import type { ComponentProps } from 'react';
import type { ImageCaptcha } from '@fortuna/contracts';
import { CaptchaField } from '@/components/ui/captcha-field';
import { useCaptchaAudio } from './use-captcha-audio';

type Props = Omit<ComponentProps<typeof CaptchaField>, 'image' | 'captchaId' | 'pow' | 'onRefresh' | 'audio'> & {
  /** The form's challenge and its refresh (useImageCaptcha). */
  imageCaptcha: { captcha: ImageCaptcha | null; refresh: () => void; renew?: () => void };
};

/**
 * The image captcha of a form, drawn from its useImageCaptcha state (picture, id, proof-of-work,
 * refresh), with the audio alternative of the same challenge.
 */
export function ImageCaptchaField({ imageCaptcha, ...input }: Props) {
  const captchaId = imageCaptcha.captcha?.captchaId ?? null;
  const audio = useCaptchaAudio(captchaId, imageCaptcha.renew ?? imageCaptcha.refresh);
  return (
    <CaptchaField
      image={imageCaptcha.captcha?.image ?? null}
      captchaId={captchaId}
      pow={imageCaptcha.captcha?.pow ?? null}
      onRefresh={imageCaptcha.refresh}
      audio={audio}
      {...input}
    />
  );
}
