import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshIcon } from './icons';
import { Spinner } from './spinner';
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

const KEY_STEP = 2;
const KEY_STEP_LARGE = 10;

/**
 * Slider captcha: drag the piece along its row until it fills the hole, with a mouse, a finger
 * or the arrow keys (Enter drops). Positions are kept in image pixels and scaled to the shown
 * size, so the answer does not depend on the screen.
 */
export function SliderCaptcha({ challenge, error, busy, onRefresh, onDrop }: Props) {
  const { t } = useTranslation();
  const frameRef = useRef<HTMLDivElement>(null);
  const [x, setX] = useState(0);
  const [dragging, setDragging] = useState(false);
  const drag = useRef<{ startX: number; origin: number; startT: number; trail: TrailPoint[]; scale: number } | null>(
    null,
  );
  const keyTrail = useRef<{ startT: number; trail: TrailPoint[] } | null>(null);

  useEffect(() => {
    setX(0);
    drag.current = null;
    keyTrail.current = null;
  }, [challenge?.captchaId]);

  const maxX = challenge ? challenge.width - challenge.pieceWidth : 0;
  const clamp = (value: number) => Math.max(0, Math.min(maxX, value));
  const scaleNow = () => (challenge && frameRef.current ? frameRef.current.clientWidth / challenge.width : 1) || 1;
  const disabled = !challenge || busy;

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (disabled) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const scale = scaleNow();
    drag.current = { startX: event.clientX, origin: x, startT: performance.now(), trail: [], scale };
    drag.current.trail.push({ x, y: 0, t: 0 });
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d) return;
    const next = clamp(d.origin + (event.clientX - d.startX) / d.scale);
    setX(next);
    if (d.trail.length < 590)
      d.trail.push({
        x: Math.round(next * 10) / 10,
        y: Math.round(event.movementY),
        t: Math.round(performance.now() - d.startT),
      });
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d) return;
    drag.current = null;
    setDragging(false);
    const final = clamp(d.origin + (event.clientX - d.startX) / d.scale);
    d.trail.push({ x: Math.round(final * 10) / 10, y: 0, t: Math.round(performance.now() - d.startT) });
    setX(final);
    if (final > 0) onDrop(Math.round(final), d.trail);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (disabled) return;
    const step = event.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
    let next: number | null = null;
    if (event.key === 'ArrowRight' || event.key === 'ArrowUp') next = clamp(x + step);
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') next = clamp(x - step);
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = maxX;
    if (next !== null) {
      event.preventDefault();
      const k = (keyTrail.current ??= { startT: performance.now(), trail: [{ x, y: 0, t: 0 }] });
      if (k.trail.length < 590) k.trail.push({ x: next, y: 0, t: Math.round(performance.now() - k.startT) });
      setX(next);
      return;
    }
    if ((event.key === 'Enter' || event.key === ' ') && x > 0) {
      event.preventDefault();
      const k = keyTrail.current ?? { startT: performance.now(), trail: [] };
      keyTrail.current = null;
      onDrop(Math.round(x), [...k.trail, { x, y: 0, t: Math.round(performance.now() - k.startT) }]);
    }
  };

  const pct = (value: number) => (challenge ? `${(value / challenge.width) * 100}%` : '0');
  return (
    <div className="slider-captcha" data-testid="slider-captcha" data-captcha-id={challenge?.captchaId}>
      <div
        ref={frameRef}
        className="slider-captcha__frame"
        style={challenge ? { aspectRatio: `${challenge.width} / ${challenge.height}` } : undefined}
      >
        {challenge ? (
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
                left: pct(x),
                top: `${(challenge.pieceY / challenge.height) * 100}%`,
                width: pct(challenge.pieceWidth),
              }}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={onPointerUp}
            />
          </>
        ) : (
          <span className="slider-captcha__loading">
            <Spinner />
          </span>
        )}
        <button
          type="button"
          className="icon-button slider-captcha__refresh"
          onClick={onRefresh}
          aria-label={t('captcha.refresh')}
          data-testid="slider-refresh"
        >
          <RefreshIcon />
        </button>
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
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
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
