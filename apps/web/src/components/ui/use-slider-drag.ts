import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import type { SliderChallenge, TrailPoint } from './slider-captcha';

const KEY_STEP = 2;
const KEY_STEP_LARGE = 10;
/** The server reads at most this many trail points. */
const TRAIL_MAX = 590;

type Drop = (x: number, trail: TrailPoint[]) => void;
/** Where the piece may go: its position now, moved and kept inside the image's width. */
type Position = { x: number; setX: (x: number) => void; clamp: (x: number) => number; maxX: number };

/** Dragging with a mouse or a finger: the trail records each move (image pixels, ms since the start). */
function usePointerDrag(position: Position, scaleNow: () => number, disabled: boolean, onDrop: Drop) {
  const { x, setX, clamp } = position;
  const [dragging, setDragging] = useState(false);
  const drag = useRef<{ startX: number; origin: number; startT: number; trail: TrailPoint[]; scale: number } | null>(
    null,
  );

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
    if (d.trail.length < TRAIL_MAX)
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
  const cancel = () => {
    drag.current = null;
  };
  const handlers = { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp };
  return { dragging, handlers, cancel };
}

/** The arrow keys move the piece (Shift: larger steps), Home and End jump, Enter or Space drops it. */
function useKeyboardDrag(position: Position, disabled: boolean, onDrop: Drop) {
  const { x, setX, clamp, maxX } = position;
  const keyTrail = useRef<{ startT: number; trail: TrailPoint[] } | null>(null);

  const targetOf = (event: KeyboardEvent<HTMLElement>): number | null => {
    const step = event.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
    if (event.key === 'ArrowRight' || event.key === 'ArrowUp') return clamp(x + step);
    if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') return clamp(x - step);
    if (event.key === 'Home') return 0;
    if (event.key === 'End') return maxX;
    return null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (disabled) return;
    const next = targetOf(event);
    if (next !== null) {
      event.preventDefault();
      const k = (keyTrail.current ??= { startT: performance.now(), trail: [{ x, y: 0, t: 0 }] });
      if (k.trail.length < TRAIL_MAX) k.trail.push({ x: next, y: 0, t: Math.round(performance.now() - k.startT) });
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
  const cancel = () => {
    keyTrail.current = null;
  };
  return { onKeyDown, cancel };
}

/**
 * The piece's position in image pixels, moved by pointer or keyboard; back at 0 for each new
 * challenge. `frameRef` is the shown image, whose width scales pointer moves to image pixels.
 */
export function useSliderDrag(
  challenge: SliderChallenge | null,
  disabled: boolean,
  frameRef: RefObject<HTMLDivElement | null>,
  onDrop: Drop,
) {
  const [x, setX] = useState(0);
  const maxX = challenge ? challenge.width - challenge.pieceWidth : 0;
  const position: Position = { x, setX, clamp: (value) => Math.max(0, Math.min(maxX, value)), maxX };
  const scaleNow = () => (challenge && frameRef.current ? frameRef.current.clientWidth / challenge.width : 1) || 1;
  const pointer = usePointerDrag(position, scaleNow, disabled, onDrop);
  const keyboard = useKeyboardDrag(position, disabled, onDrop);

  useEffect(() => {
    setX(0);
    pointer.cancel();
    keyboard.cancel();
    // A new challenge starts over; the cancels only clear refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [challenge?.captchaId]);

  return { x, maxX, dragging: pointer.dragging, pointerHandlers: pointer.handlers, onKeyDown: keyboard.onKeyDown };
}
