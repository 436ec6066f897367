import type { ReactNode } from 'react';
import { SymbolText } from './symbol-text';

export const CHERRIES = (
  <>
    <path d="M30 10c-2 14-8 22-14 28M34 10c2 14 8 22 14 28" stroke="#2e7d32" strokeWidth="3" fill="none" />
    <circle cx="18" cy="44" r="12" fill="#d32f2f" />
    <circle cx="46" cy="44" r="12" fill="#c62828" />
    <circle cx="14" cy="40" r="3" fill="#ef9a9a" />
  </>
);

/** Fortuna Fruits' symbols on a 64×64 canvas. */
export const FRUIT_ART: Record<string, ReactNode> = {
  WILD: (
    <>
      <rect x="4" y="14" width="56" height="36" rx="8" fill="#f5c542" stroke="#a8741a" strokeWidth="3" />
      <SymbolText y={39} size={17} fill="#5a2d00" font="system-ui, sans-serif">
        WILD
      </SymbolText>
    </>
  ),
  STAR: (
    <polygon
      points="32,4 40,24 62,24 44,38 51,60 32,47 13,60 20,38 2,24 24,24"
      fill="#ffd54a"
      stroke="#c77d00"
      strokeWidth="3"
      strokeLinejoin="round"
    />
  ),
  SEVEN: (
    <SymbolText y={52} size={54} fill="#e53935" stroke="#7f0000" font="Georgia, serif">
      7
    </SymbolText>
  ),
  BELL: (
    <>
      <path
        d="M32 8c-11 0-18 9-18 22v10l-6 8h48l-6-8V30c0-13-7-22-18-22z"
        fill="#ffca28"
        stroke="#b8860b"
        strokeWidth="3"
      />
      <circle cx="32" cy="53" r="6" fill="#b8860b" />
    </>
  ),
  MELON: (
    <>
      <path d="M6 24a26 26 0 0 0 52 0z" fill="#43a047" />
      <path d="M11 24a21 21 0 0 0 42 0z" fill="#ef5350" />
      {[20, 28, 36, 44].map((x) => (
        <ellipse key={x} cx={x} cy={32 + (x % 8)} rx="1.8" ry="3" fill="#212121" />
      ))}
    </>
  ),
  PLUM: (
    <>
      <circle cx="32" cy="36" r="22" fill="#7b1fa2" />
      <path d="M32 14c2-6 8-8 12-8-2 5-6 8-12 8z" fill="#66bb6a" />
      <ellipse cx="24" cy="28" rx="5" ry="8" fill="#ba68c8" opacity="0.6" />
    </>
  ),
  ORANGE: (
    <>
      <circle cx="32" cy="35" r="23" fill="#fb8c00" />
      <path d="M32 12c3-5 9-6 13-5-3 5-8 6-13 5z" fill="#43a047" />
      <circle cx="24" cy="27" r="5" fill="#ffb74d" opacity="0.7" />
    </>
  ),
  LEMON: (
    <>
      <ellipse cx="32" cy="34" rx="26" ry="19" fill="#fdd835" stroke="#c0a000" strokeWidth="2" />
      <ellipse cx="24" cy="28" rx="8" ry="4" fill="#fff59d" opacity="0.8" />
    </>
  ),
  CHERRY: CHERRIES,
};
