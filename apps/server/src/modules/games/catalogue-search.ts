import { categoryScope, type GameRow } from './games-fns.js';
import type { GameFilter } from './games-repository.js';

/** A listed game with its normalized search text. */
export type SearchableGame = GameRow & { search_name: string };

/**
 * Searches by name run in memory, on the listable catalogue (enabled games of enabled vendors,
 * without HOME/PROMO) loaded once in `sort, node_id` order and dropped whenever the catalogue
 * changes. It is the twin of games-repository's `fromAndWhere` and `orderBy` for every filter a
 * search can combine with (favourites and recent games, which join per-member tables, stay in
 * SQL); a test holds the two to the same answers. A name search then costs a scan of short
 * strings in the process — well under a millisecond for 10,000 games — instead of a trigram
 * query, a sort and a count in the database, whatever the term.
 */
export function searchCatalogue(
  games: readonly SearchableGame[],
  f: GameFilter,
  limit: number,
  offset: number,
): { rows: SearchableGame[]; total: number } {
  const scopes = f.category ? categoryScope(f.category) : null;
  const words = f.words ?? [];
  const hidden = f.hiddenClassifications ?? [];
  const first = words[0];
  const leading: SearchableGame[] = [];
  const rest: SearchableGame[] = [];
  for (const g of games) {
    if (scopes && !scopes.some((s) => inScope(g, s))) continue;
    if (f.vassalage && g.vassalage !== f.vassalage) continue;
    if (f.vendors && !f.vendors.includes(g.vassalage)) continue;
    if (f.gameClassify && g.game_classify !== f.gameClassify) continue;
    if (g.game_classify !== null && hidden.includes(g.game_classify)) continue;
    if (f.hotOnly && g.is_hot !== 1) continue;
    if (f.newOnly && g.is_new !== 1) continue;
    if (f.gamesOnly && g.is_game !== 'GAME') continue;
    if (!words.every((w) => g.search_name.includes(w))) continue;
    // Names that start with the first word come before names that merely contain it.
    (first !== undefined && g.search_name.startsWith(first) ? leading : rest).push(g);
  }
  const ordered = leading.concat(rest);
  return { rows: ordered.slice(offset, offset + limit), total: ordered.length };
}

function inScope(g: GameRow, s: ReturnType<typeof categoryScope>[number]): boolean {
  return (
    s.gameTypes.includes(g.game_type) &&
    (!s.onlyVendors || s.onlyVendors.includes(g.vassalage)) &&
    (!s.exceptVendors || !s.exceptVendors.includes(g.vassalage))
  );
}
