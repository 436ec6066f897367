/** Header game nav: the category pages, in lobby order. */
export const HEADER_NAV = [
  { to: '/rng', category: 'RNG' },
  { to: '/live', category: 'LIVE' },
  { to: '/fish', category: 'FISH' },
  { to: '/pvp', category: 'PVP' },
  { to: '/sports', category: 'SPORTS' },
  { to: '/esports', category: 'ESPORTS' },
  { to: '/lott', category: 'LOTT' },
  { to: '/elott', category: 'ELOTT' },
] as const;
