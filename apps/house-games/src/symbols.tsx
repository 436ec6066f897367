import type { ReactNode } from 'react';
import { SymbolText } from './symbol-text';
import { CHERRIES, FRUIT_ART } from './symbols-fruits';
import { DRAGON_ART, EGYPT_ART, SEA_ART } from './symbols-themes';

/** Each slot's own drawings, by its id (the theme). */
const THEMES: Record<string, Record<string, ReactNode>> = {
  'fortuna-fruits': FRUIT_ART,
  'pearl-lagoon': SEA_ART,
  'dragon-gold': DRAGON_ART,
  'pharaoh-sun': EGYPT_ART,
};

/** The card-rank symbols (A, K, Q, J, 10) in each theme's colours: [fill, outline]. */
const RANK_COLOURS: Record<string, Record<string, [string, string]>> = {
  'pearl-lagoon': {
    A: ['#0288d1', '#01579b'],
    K: ['#00acc1', '#006064'],
    Q: ['#7e57c2', '#311b92'],
    J: ['#26a69a', '#004d40'],
  },
  'dragon-gold': {
    A: ['#e53935', '#7f0000'],
    K: ['#fb8c00', '#8d4a00'],
    Q: ['#8e24aa', '#4a0072'],
    J: ['#43a047', '#1b5e20'],
    TEN: ['#1e88e5', '#0d47a1'],
  },
  'pharaoh-sun': {
    A: ['#fbc02d', '#7a5d00'],
    K: ['#1e88e5', '#0d47a1'],
    Q: ['#d84315', '#7f1d00'],
    J: ['#00897b', '#004d40'],
    TEN: ['#6d4c41', '#3e2723'],
  },
};

/** How a symbol is named to people: the ten of the card ranks is "10". */
export const symbolLabel = (symbol: string) => (symbol === 'TEN' ? '10' : symbol);

function RankSymbol({ symbol, colours }: { symbol: string; colours: [string, string] }) {
  return (
    <SymbolText y={50} size={symbol === 'TEN' ? 38 : 48} fill={colours[0]} stroke={colours[1]} font="Georgia, serif">
      {symbolLabel(symbol)}
    </SymbolText>
  );
}

/** A slot's symbol in its theme, drawn as SVG so it looks the same on every device (no emoji fonts needed). */
export function SymbolIcon({ symbol, theme = 'fortuna-fruits' }: { symbol: string; theme?: string }) {
  const art = THEMES[theme] ?? FRUIT_ART;
  const rank = RANK_COLOURS[theme]?.[symbol];
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true">
      {Object.hasOwn(art, symbol) ? art[symbol] : rank ? <RankSymbol symbol={symbol} colours={rank} /> : CHERRIES}
    </svg>
  );
}
