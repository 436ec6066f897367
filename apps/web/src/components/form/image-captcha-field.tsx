import type { ComponentProps } from 'react';
import type { ImageCaptcha } from '@fortuna/contracts';
import { CaptchaField } from '@/components/ui/captcha-field';

type Props = Omit<ComponentProps<typeof CaptchaField>, 'image' | 'captchaId' | 'pow' | 'onRefresh'> & {
  /** The form's challenge and its refresh (useImageCaptcha). */
  imageCaptcha: { captcha: ImageCaptcha | null; refresh: () => void };
};

/** The image captcha of a form, drawn from its useImageCaptcha state (picture, id, proof-of-work, refresh). */
export function ImageCaptchaField({ imageCaptcha, ...input }: Props) {
  return (
    <CaptchaField
      image={imageCaptcha.captcha?.image ?? null}
      captchaId={imageCaptcha.captcha?.captchaId ?? null}
      pow={imageCaptcha.captcha?.pow ?? null}
      onRefresh={imageCaptcha.refresh}
      {...input}
    />
  );
}
