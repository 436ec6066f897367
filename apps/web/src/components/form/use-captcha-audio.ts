import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { translateError } from '@/lib/i18n';
import { getImageCaptchaAudio } from '@/lib/queries/verification-api';
import type { CaptchaAudioState } from '@/components/ui/captcha-field';

/**
 * The audio alternative of the image captcha shown: loaded on request for that challenge (the
 * server counts each load, so a replay uses the loaded recording), dropped when the picture
 * changes. A captcha that is gone meanwhile brings a new one (`renew`).
 */
export function useCaptchaAudio(captchaId: string | null, renew: () => void): CaptchaAudioState {
  const [state, setState] = useState<{ id: string | null; audio: string | null; error: string | null }>({
    id: null,
    audio: null,
    error: null,
  });
  const [loading, setLoading] = useState(false);

  const listen = () => {
    if (!captchaId || loading) return;
    setLoading(true);
    getImageCaptchaAudio(captchaId)
      .then(({ audio }) => setState({ id: captchaId, audio, error: null }))
      .catch((error: unknown) => {
        const code = error instanceof ApiError ? error.code : 'UNKNOWN_ERROR';
        setState({ id: captchaId, audio: null, error: translateError(code) });
        if (code === 'CAPTCHA_EXPIRED') renew();
      })
      .finally(() => setLoading(false));
  };

  // What was loaded belongs to the challenge it was loaded for: a new picture shows none of it.
  const current = state.id === captchaId;
  return { audio: current ? state.audio : null, error: current ? state.error : null, loading, listen };
}
