import { useCallback, useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';

/**
 * Touch reveal of the game tiles' Play and Free-trial buttons (docs/decisions.md): a touch screen
 * has no hover, so a first tap on a tile shows its buttons (one tile at a time), a tap on a shown
 * button acts, and a tap anywhere else hides them. A mouse keeps hover; keyboard focus shows the
 * buttons through CSS (:focus-within).
 */
export function useTileReveal() {
  const [revealed, setRevealed] = useState<number | null>(null);
  const lastPointer = useRef<string>('mouse');

  useEffect(() => {
    if (revealed === null) return;
    const hide = (event: Event) => {
      const tile = (event.target as Element | null)?.closest?.('[data-testid="game-tile"]');
      if (tile?.getAttribute('data-node-id') !== String(revealed)) setRevealed(null);
    };
    document.addEventListener('pointerdown', hide, true);
    return () => document.removeEventListener('pointerdown', hide, true);
  }, [revealed]);

  /** On the tile's art: remembers how it was pressed. */
  const onPointerDown = useCallback((event: PointerEvent<HTMLElement>) => {
    lastPointer.current = event.pointerType;
  }, []);

  /** On the tile's art: a touch (or pen) press reveals the tile's buttons. */
  const onArtClick = useCallback((nodeId: number, event: MouseEvent<HTMLElement>) => {
    if (lastPointer.current === 'mouse') return;
    if ((event.target as Element).closest('button')) return;
    setRevealed(nodeId);
  }, []);

  return { revealed, onPointerDown, onArtClick };
}
