import { useEffect, useRef, useState, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from './icons';
import { nextSlide, swipeDirection } from './carousel-fns';
import './carousel.css';

type CarouselProps<T> = {
  items: readonly T[];
  itemKey: (item: T) => string | number;
  renderSlide: (item: T, index: number, active: boolean) => ReactNode;
  label: string;
  autoplayMs?: number;
  transitionMs?: number;
  className?: string;
  /** Arrow buttons beside the dots (the dots alone when false). */
  arrows?: boolean;
  onIndexChange?: (index: number) => void;
};

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);

/** The slide shown, moved by hand (`go`) or every `autoplayMs` + `transitionMs` unless paused. */
function useSlideIndex(count: number, stopped: boolean, delayMs: number, onIndexChange?: (index: number) => void) {
  const [index, setIndex] = useState(0);
  const current = Math.min(index, Math.max(0, count - 1));
  const loop = count > 1;

  const go = (next: number) => {
    setIndex(next);
    onIndexChange?.(next);
  };

  useEffect(() => {
    if (!loop || stopped) return;
    const timer = setTimeout(() => {
      const next = nextSlide(current, 1, count, loop);
      setIndex(next);
      onIndexChange?.(next);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [current, count, loop, stopped, delayMs, onIndexChange]);

  return { current, loop, go, step: (dir: number) => go(nextSlide(current, dir, count, loop)) };
}

/**
 * The carousel's own handlers: the pointer or the focus inside pauses it (`setPaused`), a touch
 * swipe steps it.
 */
function pauseAndSwipeHandlers(
  setPaused: (paused: boolean) => void,
  swipeStart: { current: { x: number; y: number } | null },
  step: (dir: number) => void,
): HTMLAttributes<HTMLElement> {
  return {
    onMouseEnter: () => setPaused(true),
    onMouseLeave: () => setPaused(false),
    onFocus: () => setPaused(true),
    onBlur: (e) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false);
    },
    onPointerDown: (e) => {
      if (e.pointerType !== 'mouse') swipeStart.current = { x: e.clientX, y: e.clientY };
    },
    onPointerUp: (e) => {
      const start = swipeStart.current;
      swipeStart.current = null;
      if (!start) return;
      const dir = swipeDirection(start, { x: e.clientX, y: e.clientY });
      if (dir) step(dir);
    },
    onPointerCancel: () => {
      swipeStart.current = null;
    },
  };
}

function CarouselArrow({ label, className, onClick }: { label: string; className: string; onClick: () => void }) {
  return (
    <button type="button" className={className} aria-label={label} onClick={onClick}>
      <ChevronRightIcon />
    </button>
  );
}

/** Dots (one per slide) between the optional previous and next arrows. */
function CarouselControls({
  keys,
  current,
  arrows,
  go,
  step,
}: {
  keys: readonly (string | number)[];
  current: number;
  arrows: boolean;
  go: (index: number) => void;
  step: (dir: number) => void;
}) {
  const { t } = useTranslation('lobby');
  return (
    <div className="carousel__controls">
      {arrows ? (
        <CarouselArrow
          label={t('carousel.previous')}
          className="carousel__arrow carousel__arrow--prev"
          onClick={() => step(-1)}
        />
      ) : null}
      <div className="carousel__dots">
        {keys.map((key, i) => (
          <button
            key={key}
            type="button"
            className="carousel__dot"
            aria-label={t('carousel.goTo', { index: i + 1 })}
            aria-current={i === current ? 'true' : undefined}
            onClick={() => go(i)}
          />
        ))}
      </div>
      {arrows ? <CarouselArrow label={t('carousel.next')} className="carousel__arrow" onClick={() => step(1)} /> : null}
    </div>
  );
}

/**
 * Slides with autoplay (spec §9: 5000 ms, transition 1000 ms), looping only when there is more
 * than one slide. Autoplay pauses while the pointer or focus is inside; with reduced motion
 * there is no autoplay and no sliding animation. Dots, arrows and touch swipe move it by hand.
 */
export function Carousel<T>({
  items,
  itemKey,
  renderSlide,
  label,
  autoplayMs = 5000,
  transitionMs = 1000,
  className,
  arrows = true,
  onIndexChange,
}: CarouselProps<T>) {
  const { t } = useTranslation('lobby');
  const count = items.length;
  const [paused, setPaused] = useState(false);
  const [reduced] = useState(prefersReducedMotion);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const stopped = paused || reduced || autoplayMs <= 0;
  const { current, go, step } = useSlideIndex(count, stopped, autoplayMs + transitionMs, onIndexChange);

  if (count === 0) return null;
  const style = { '--carousel-ms': `${reduced ? 0 : transitionMs}ms` } as CSSProperties;

  return (
    <section
      className={`carousel ${className ?? ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
      {...pauseAndSwipeHandlers(setPaused, swipeStart, step)}
    >
      <div className="carousel__viewport" aria-live={paused || reduced ? 'polite' : 'off'}>
        <div className="carousel__track" style={{ transform: `translateX(-${current * 100}%)` }}>
          {items.map((item, i) => (
            <div
              key={itemKey(item)}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slide', { index: i + 1, count })}
              aria-hidden={i !== current}
              inert={i !== current}
            >
              {renderSlide(item, i, i === current)}
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <CarouselControls keys={items.map(itemKey)} current={current} arrows={arrows} go={go} step={step} />
      ) : null}
    </section>
  );
}
