import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
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
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [reduced] = useState(prefersReducedMotion);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const current = Math.min(index, Math.max(0, count - 1));
  const loop = count > 1;

  const go = (next: number) => {
    setIndex(next);
    onIndexChange?.(next);
  };

  useEffect(() => {
    if (!loop || paused || reduced || autoplayMs <= 0) return;
    const timer = setTimeout(() => {
      const next = nextSlide(current, 1, count, loop);
      setIndex(next);
      onIndexChange?.(next);
    }, autoplayMs + transitionMs);
    return () => clearTimeout(timer);
  }, [current, count, loop, paused, reduced, autoplayMs, transitionMs, onIndexChange]);

  if (count === 0) return null;
  const style = { '--carousel-ms': `${reduced ? 0 : transitionMs}ms` } as CSSProperties;

  return (
    <section
      className={`carousel ${className ?? ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false);
      }}
      onPointerDown={(e) => {
        if (e.pointerType !== 'mouse') swipeStart.current = { x: e.clientX, y: e.clientY };
      }}
      onPointerUp={(e) => {
        const start = swipeStart.current;
        swipeStart.current = null;
        if (!start) return;
        const dir = swipeDirection(start, { x: e.clientX, y: e.clientY });
        if (dir) go(nextSlide(current, dir, count, loop));
      }}
      onPointerCancel={() => {
        swipeStart.current = null;
      }}
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
        <div className="carousel__controls">
          {arrows ? (
            <button
              type="button"
              className="carousel__arrow carousel__arrow--prev"
              aria-label={t('carousel.previous')}
              onClick={() => go(nextSlide(current, -1, count, loop))}
            >
              <ChevronRightIcon />
            </button>
          ) : null}
          <div className="carousel__dots">
            {items.map((item, i) => (
              <button
                key={itemKey(item)}
                type="button"
                className="carousel__dot"
                aria-label={t('carousel.goTo', { index: i + 1 })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          {arrows ? (
            <button
              type="button"
              className="carousel__arrow"
              aria-label={t('carousel.next')}
              onClick={() => go(nextSlide(current, 1, count, loop))}
            >
              <ChevronRightIcon />
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
