import type { ReactNode } from 'react';
import { SymbolText } from './symbol-text';

const wild = (fill: string, edge: string, ink: string) => (
  <>
    <rect x="4" y="14" width="56" height="36" rx="8" fill={fill} stroke={edge} strokeWidth="3" />
    <SymbolText y={39} size={17} fill={ink} font="system-ui, sans-serif">
      WILD
    </SymbolText>
  </>
);

/** Pearl Lagoon: under the sea. */
export const SEA_ART: Record<string, ReactNode> = {
  WILD: wild('#4dd0e1', '#006064', '#00363a'),
  PEARL: (
    <>
      <path d="M6 44c6-22 46-22 52 0-8 10-44 10-52 0z" fill="#f48fb1" stroke="#ad1457" strokeWidth="2.5" />
      <circle cx="32" cy="32" r="13" fill="#fafafa" stroke="#b0bec5" strokeWidth="2" />
      <circle cx="27" cy="27" r="4" fill="#fff" />
    </>
  ),
  TURTLE: (
    <>
      <ellipse cx="32" cy="34" rx="20" ry="15" fill="#43a047" stroke="#1b5e20" strokeWidth="2.5" />
      <path d="M22 34h20M32 22v24M24 26l16 16M40 26L24 42" stroke="#1b5e20" strokeWidth="1.5" />
      <circle cx="55" cy="30" r="6" fill="#7cb342" />
      <ellipse cx="16" cy="20" rx="6" ry="3" fill="#7cb342" />
      <ellipse cx="16" cy="48" rx="6" ry="3" fill="#7cb342" />
    </>
  ),
  FISH: (
    <>
      <path d="M8 32c10-16 32-16 42 0-10 16-32 16-42 0z" fill="#ff7043" stroke="#bf360c" strokeWidth="2.5" />
      <path d="M50 32l10-10v20z" fill="#ff7043" stroke="#bf360c" strokeWidth="2.5" />
      <path d="M26 20v24M34 20v24" stroke="#fff" strokeWidth="4" />
      <circle cx="17" cy="29" r="3" fill="#212121" />
    </>
  ),
  SHELL: (
    <>
      <path d="M32 8L6 40q26 22 52 0z" fill="#ffcc80" stroke="#e65100" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M32 8L18 46M32 8v42M32 8l14 38" stroke="#e65100" strokeWidth="2" />
    </>
  ),
  STARFISH: (
    <polygon
      points="32,4 38,24 60,24 42,36 49,58 32,45 15,58 22,36 4,24 26,24"
      fill="#ef5350"
      stroke="#b71c1c"
      strokeWidth="3"
      strokeLinejoin="round"
    />
  ),
};

/** Dragon's Gold: lucky charms. */
export const DRAGON_ART: Record<string, ReactNode> = {
  WILD: wild('#d32f2f', '#ffd54f', '#fff8e1'),
  COIN: (
    <>
      <circle cx="32" cy="32" r="26" fill="#ffc107" stroke="#b8860b" strokeWidth="3" />
      <rect x="24" y="24" width="16" height="16" fill="#8d6e00" />
      <circle cx="32" cy="32" r="19" fill="none" stroke="#b8860b" strokeWidth="1.5" />
    </>
  ),
  LANTERN: (
    <>
      <path d="M32 4v6" stroke="#b8860b" strokeWidth="3" />
      <rect x="20" y="10" width="24" height="6" rx="2" fill="#ffd54f" />
      <ellipse cx="32" cy="34" rx="20" ry="18" fill="#e53935" stroke="#8e0000" strokeWidth="2" />
      <path d="M32 16v36M22 19q-6 15 0 30M42 19q6 15 0 30" stroke="#ffd54f" strokeWidth="1.5" fill="none" />
      <rect x="20" y="50" width="24" height="6" rx="2" fill="#ffd54f" />
    </>
  ),
  INGOT: (
    <>
      <path d="M4 34q28 18 56 0l-8 18H12z" fill="#ffb300" stroke="#a06800" strokeWidth="2.5" strokeLinejoin="round" />
      <ellipse cx="32" cy="32" rx="16" ry="10" fill="#ffe082" stroke="#a06800" strokeWidth="2.5" />
    </>
  ),
  JADE: (
    <>
      <circle cx="32" cy="32" r="24" fill="#26a69a" stroke="#00695c" strokeWidth="3" />
      <circle cx="32" cy="32" r="9" fill="#f7f3e8" stroke="#00695c" strokeWidth="2" />
    </>
  ),
  FAN: (
    <>
      <path
        d="M32 56L6 26a36 36 0 0 1 52 0z"
        fill="#ec407a"
        stroke="#880e4f"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="M32 56L14 18M32 56L32 12M32 56L50 18" stroke="#880e4f" strokeWidth="1.5" />
    </>
  ),
};

/** Pharaoh's Sun: ancient Egypt. */
export const EGYPT_ART: Record<string, ReactNode> = {
  WILD: wild('#1e88e5', '#ffd54f', '#fffde7'),
  PYRAMID: (
    <>
      <circle cx="46" cy="16" r="9" fill="#ffb300" />
      <polygon points="32,10 60,56 4,56" fill="#e0b050" stroke="#8d6e00" strokeWidth="3" strokeLinejoin="round" />
      <path d="M32 10L38 56" stroke="#8d6e00" strokeWidth="2" />
    </>
  ),
  EYE: (
    <>
      <path d="M4 30q28-22 56 0-28 22-56 0z" fill="#fffde7" stroke="#0d47a1" strokeWidth="3" />
      <circle cx="32" cy="30" r="9" fill="#1565c0" />
      <circle cx="32" cy="30" r="4" fill="#0d1b2a" />
      <path d="M26 40l-4 16M34 40q6 10 14 6" stroke="#0d47a1" strokeWidth="3" fill="none" />
    </>
  ),
  ANKH: (
    <>
      <ellipse cx="32" cy="18" rx="10" ry="13" fill="none" stroke="#ffb300" strokeWidth="6" />
      <path d="M14 34h36M32 30v30" stroke="#ffb300" strokeWidth="7" strokeLinecap="round" />
    </>
  ),
  SCARAB: (
    <>
      <ellipse cx="32" cy="36" rx="15" ry="20" fill="#00897b" stroke="#004d40" strokeWidth="2.5" />
      <path d="M32 18v38" stroke="#004d40" strokeWidth="2" />
      <circle cx="32" cy="14" r="7" fill="#004d40" />
      <path d="M17 28l-10-6M17 40H6M17 50l-10 6M47 28l10-6M47 40h11M47 50l10 6" stroke="#004d40" strokeWidth="3" />
    </>
  ),
};
