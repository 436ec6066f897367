import { GAME_CATEGORIES, LOBBY_MENU, PATH_BY_CATEGORY, type GameCategory } from '@/lib/route-rules';

const isGameCategory = (entry: string): entry is GameCategory => (GAME_CATEGORIES as readonly string[]).includes(entry);

/** Header game nav: the category pages, in lobby order. */
export const HEADER_NAV: readonly { to: string; category: GameCategory }[] = LOBBY_MENU.filter(isGameCategory).map(
  (category) => ({ to: PATH_BY_CATEGORY[category], category }),
);
