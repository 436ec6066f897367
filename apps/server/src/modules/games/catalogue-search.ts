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
 * strings in the process — the games holding the term's rarest 2- or 3-letter piece, found in
 * an n-gram index — instead of a trigram query, a sort and a count in the database.
 */

/** The catalogue with an n-gram index of its search texts: 2-grams and 3-grams → list positions. */
export type SearchIndex = { games: readonly SearchableGame[]; grams: Map<string, Int32Array> };

/**
 * Indexes every 2- and 3-character piece of every game's search text. A search then checks only
 * the games holding its rarest piece, instead of every game: a few hundred string tests instead
 * of ten thousand. Positions are ascending, so candidates come in list order.
 */
export function buildSearchIndex(games: readonly SearchableGame[]): SearchIndex {
  const lists = new Map<string, number[]>();
  games.forEach((g, i) => {
    const seen = new Set<string>();
    for (const n of [2, 3]) {
      for (let k = 0; k + n <= g.search_name.length; k++) {
        const gram = g.search_name.slice(k, k + n);
        if (seen.has(gram)) continue;
        seen.add(gram);
        const list = lists.get(gram);
        if (list) list.push(i);
        else lists.set(gram, [i]);
      }
    }
  });
  const grams = new Map<string, Int32Array>();
  for (const [gram, list] of lists) grams.set(gram, Int32Array.from(list));
  return { games, grams };
}

/** The list positions a search must look at: those holding its rarest piece (all, for one letter). */
function candidates(index: SearchIndex, words: readonly string[]): Int32Array | null {
  let best: Int32Array | null = null;
  for (const word of words) {
    if (word.length < 2) continue;
    const n = word.length >= 3 ? 3 : 2;
    for (let k = 0; k + n <= word.length; k++) {
      const list = index.grams.get(word.slice(k, k + n));
      if (!list) return new Int32Array(0); // a piece no game has: nothing matches
      if (!best || list.length < best.length) best = list;
    }
  }
  return best;
}

export function searchCatalogue(
  index: SearchIndex,
  f: GameFilter,
  limit: number,
  offset: number,
): { rows: SearchableGame[]; total: number } {
  const { games } = index;
  const scopes = f.category ? categoryScope(f.category) : null;
  const words = f.words ?? [];
  const hidden = f.hiddenClassifications ?? [];
  const first = words[0];
  // Names that start with the first word come before names that merely contain it. Only the
  // first offset + limit of each group can reach the page, so no more are kept; all are counted.
  const keep = offset + limit;
  const leading: SearchableGame[] = [];
  const rest: SearchableGame[] = [];
  let leadingTotal = 0;
  let restTotal = 0;
  const picked = candidates(index, words);
  const count = picked ? picked.length : games.length;
  for (let c = 0; c < count; c++) {
    const g = games[picked ? (picked[c] as number) : c] as SearchableGame;
    if (scopes && !scopes.some((s) => inScope(g, s))) continue;
    if (f.vassalage && g.vassalage !== f.vassalage) continue;
    if (f.vendors && !f.vendors.includes(g.vassalage)) continue;
    if (f.gameClassify && g.game_classify !== f.gameClassify) continue;
    if (g.game_classify !== null && hidden.includes(g.game_classify)) continue;
    if (f.hotOnly && g.is_hot !== 1) continue;
    if (f.newOnly && g.is_new !== 1) continue;
    if (f.gamesOnly && g.is_game !== 'GAME') continue;
    if (!words.every((w) => g.search_name.includes(w))) continue;
    if (first !== undefined && g.search_name.startsWith(first)) {
      if (leadingTotal++ < keep) leading.push(g);
    } else if (restTotal++ < keep) rest.push(g);
  }
  const page =
    offset >= leadingTotal
      ? rest.slice(offset - leadingTotal, offset - leadingTotal + limit)
      : leading.slice(offset, offset + limit).concat(rest.slice(0, Math.max(0, offset + limit - leadingTotal)));
  return { rows: page, total: leadingTotal + restTotal };
}

function inScope(g: GameRow, s: ReturnType<typeof categoryScope>[number]): boolean {
  return (
    s.gameTypes.includes(g.game_type) &&
    (!s.onlyVendors || s.onlyVendors.includes(g.vassalage)) &&
    (!s.exceptVendors || !s.exceptVendors.includes(g.vassalage))
  );
}
