import { useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from './icon-button';
import { RefreshIcon } from './icons';
import { Spinner } from './spinner';
import { useSliderDrag } from './use-slider-drag';
import './slider-captcha.css';

/** The challenge as GET /wps/captcha/slider sends it (image pixels). */
export type SliderChallenge = {
  captchaId: string;
  background: string;
  piece: string;
  pieceY: number;
  pieceWidth: number;
  pieceHeight: number;
  width: number;
  height: number;
};
export type TrailPoint = { x: number; y: number; t: number };

type Props = {
  challenge: SliderChallenge | null;
  /** Translated refusal of the last drop (wrong place, expired). */
  error?: string | null;
  busy?: boolean;
  onRefresh: () => void;
  /** x of the piece's left edge in image pixels, and the drag trail in image pixels. */
  onDrop: (x: number, trail: TrailPoint[]) => void;
};

type PointerHandlers = Record<
  'onPointerDown' | 'onPointerMove' | 'onPointerUp' | 'onPointerCancel',
  (event: PointerEvent<HTMLElement>) => void
>;

/** The background with its hole and the piece over it, at `x` image pixels from the left. */
function SliderImages({
  challenge,
  left,
  pointerHandlers,
}: {
  challenge: SliderChallenge;
  left: string;
  pointerHandlers: PointerHandlers;
}) {
  return (
    <>
      <img className="slider-captcha__background" src={challenge.background} alt="" draggable={false} />
      <img
        className="slider-captcha__piece"
        src={challenge.piece}
        alt=""
        draggable={false}
        data-testid="slider-piece"
        data-piece-y={challenge.pieceY}
        style={{
          left,
          top: `${(challenge.pieceY / challenge.height) * 100}%`,
          width: `${(challenge.pieceWidth / challenge.width) * 100}%`,
        }}
        {...pointerHandlers}
      />
    </>
  );
}

/**
 * Slider captcha: drag the piece along its row until it fills the hole, with a mouse, a finger
 * or the arrow keys (Enter drops). Positions are kept in image pixels and scaled to the shown
 * size, so the answer does not depend on the screen.
 */
export function SliderCaptcha({ challenge, error, busy, onRefresh, onDrop }: Props) {
  const { t } = useTranslation();
  const frameRef = useRef<HTMLDivElement>(null);
  const disabled = !challenge || Boolean(busy);
  const { x, maxX, dragging, pointerHandlers, onKeyDown } = useSliderDrag(challenge, disabled, frameRef, onDrop);

  const pct = (value: number) => (challenge ? `${(value / challenge.width) * 100}%` : '0');
  return (
    <div className="slider-captcha" data-testid="slider-captcha" data-captcha-id={challenge?.captchaId}>
      <div
        ref={frameRef}
        className="slider-captcha__frame"
        style={challenge ? { aspectRatio: `${challenge.width} / ${challenge.height}` } : undefined}
      >
        {challenge ? (
          <SliderImages challenge={challenge} left={pct(x)} pointerHandlers={pointerHandlers} />
        ) : (
          <span className="slider-captcha__loading">
            <Spinner />
          </span>
        )}
        <IconButton
          className="slider-captcha__refresh"
          onClick={onRefresh}
          label={t('captcha.refresh')}
          data-testid="slider-refresh"
        >
          <RefreshIcon />
        </IconButton>
      </div>
      <div className={`slider-captcha__track${dragging ? ' is-dragging' : ''}`}>
        <span className="slider-captcha__fill" style={{ width: `calc(${pct(x)} + 1.5rem)` }} />
        <span className="slider-captcha__label">{t('captcha.sliderHint')}</span>
        <span
          role="slider"
          tabIndex={disabled ? -1 : 0}
          aria-label={t('captcha.sliderLabel')}
          aria-valuemin={0}
          aria-valuemax={maxX}
          aria-valuenow={Math.round(x)}
          aria-disabled={disabled || undefined}
          className="slider-captcha__handle"
          style={{ left: pct(x), width: pct(challenge?.pieceWidth ?? 52) }}
          data-testid="slider-handle"
          {...pointerHandlers}
          onKeyDown={onKeyDown}
        >
          {busy ? <Spinner /> : <span aria-hidden="true">→</span>}
        </span>
      </div>
      {error ? (
        <p className="field__error" role="alert" data-testid="slider-error">
          {error}
        </p>
      ) : (
        <p className="field__hint">{t('captcha.sliderKeyboard')}</p>
      )}
    </div>
  );
}
