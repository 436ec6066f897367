import type { Game } from '@fortuna/contracts';
import { reusableJson } from '../../platform/trusted-serializer.js';
import { categoryScope, toGame, type GameRow } from './games-fns.js';
import type { GameFilter } from './games-repository.js';

/** A listed game with its normalized search text. */
export type SearchableGame = GameRow & { search_name: string };

/**
 * Searches by name run in memory, on the listable catalogue (enabled games of enabled vendors,
 * without HOME/PROMO) loaded once in `sort, node_id` order and dropped whenever the catalogue
 * changes. It is the twin of games-repository's `fromAndWhere` and `orderBy` for every filter a
 * search can combine with (favourites and recent games, which join per-member tables, stay in
 * SQL); a test holds the two to the same answers. A name search then costs a scan of short
 * strings in the process — the games holding the term's 2- to 4-letter pieces, found in
 * an n-gram index — instead of a trigram query, a sort and a count in the database.
 */

/** The catalogue with an n-gram index of its search texts. Positions are list positions. */
export type SearchIndex = {
  games: readonly SearchableGame[];
  /** Every 2-, 3- and 4-character piece of a search text → the positions holding it, ascending. */
  grams: Map<string, Int32Array>;
  /** The first 1 to 4 characters of a search text → the positions starting so, ascending. */
  starts: Map<string, Int32Array>;
  /** Each position's classification as a small number (0: none), for the hidden check. */
  classify: Uint16Array;
  classifyCodes: Map<string, number>;
  /** Each game as answered, per language and position, made once and reused while the index lives. */
  answered: Map<string, Array<Game | undefined>>;
};

/** The longest indexed piece: words up to this long are found by their list alone. */
const LONGEST_PIECE = 4;

const sealed = (lists: Map<string, number[]>) => new Map([...lists].map(([k, list]) => [k, Int32Array.from(list)]));
const add = (lists: Map<string, number[]>, key: string, position: number) => {
  const list = lists.get(key);
  if (!list) lists.set(key, [position]);
  else if (list[list.length - 1] !== position) list.push(position);
};

/**
 * Indexes every 2- to 4-character piece of every game's search text, and its first characters.
 * A search then visits only the games on its words' lists (see `candidates`) instead of every
 * game, and reads a game's fields only to check what the lists do not prove. The checks it needs
 * run on small typed arrays, not on 10,000 objects spread through the heap: on a busy server the
 * scan was bound by cache misses, not by the string tests.
 */
export function buildSearchIndex(games: readonly SearchableGame[]): SearchIndex {
  const grams = new Map<string, number[]>();
  const starts = new Map<string, number[]>();
  const classifyCodes = new Map<string, number>();
  const classify = new Uint16Array(games.length);
  games.forEach((g, i) => {
    const name = g.search_name;
    for (let n = 2; n <= LONGEST_PIECE; n++)
      for (let k = 0; k + n <= name.length; k++) add(grams, name.slice(k, k + n), i);
    for (let n = 1; n <= LONGEST_PIECE && n <= name.length; n++) add(starts, name.slice(0, n), i);
    if (g.game_classify !== null) {
      let code = classifyCodes.get(g.game_classify);
      if (code === undefined) classifyCodes.set(g.game_classify, (code = classifyCodes.size + 1));
      classify[i] = code;
    }
  });
  return { games, grams: sealed(grams), starts: sealed(starts), classify, classifyCodes, answered: new Map() };
}

/**
 * A found game as the contract answers it. The index's rows do not change (a catalogue change
 * drops the index), so each game is built once per language and its JSON text is reused
 * (`reusableJson`): a page of search results is then spliced from 18 known strings.
 */
export function answeredGame(index: SearchIndex, position: number, language: string | undefined): Game {
  const key = language ?? '';
  let games = index.answered.get(key);
  if (!games) index.answered.set(key, (games = new Array<Game | undefined>(index.games.length)));
  return (games[position] ??= reusableJson(toGame(index.games[position] as SearchableGame, language)));
}

const NONE = new Int32Array(0);

/** The positions in both ascending lists; `small` is walked, `large` searched by galloping. */
function intersect(small: Int32Array, large: Int32Array): Int32Array {
  const out = new Int32Array(small.length);
  let n = 0;
  let j = 0;
  for (let i = 0; i < small.length && j < large.length; i++) {
    const x = small[i] as number;
    if ((large[j] as number) < x) {
      let step = 1;
      while (j + step < large.length && (large[j + step] as number) < x) step *= 2;
      let lo = j + (step >> 1);
      let hi = Math.min(j + step, large.length - 1);
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((large[mid] as number) < x) lo = mid + 1;
        else hi = mid;
      }
      j = lo;
    }
    if (large[j] === x) out[n++] = x;
  }
  return out.subarray(0, n);
}

/**
 * The positions a search must visit (null: every position, when no word has two letters). A word
 * of two to four letters is its own piece, so its list is exactly the games containing it; a
 * longer word takes the list of its rarest 4-letter piece and is tested as a string on those
 * games only (intersecting all its pieces' lists cost more than the string tests it saved).
 * Several words visit the games on all of their lists.
 */
function candidates(index: SearchIndex, words: readonly string[]): Int32Array | null {
  const lists: Int32Array[] = [];
  for (const word of words) {
    if (word.length < 2) continue;
    const n = Math.min(word.length, LONGEST_PIECE);
    let rarest: Int32Array | null = null;
    for (let k = 0; k + n <= word.length; k++) {
      const list = index.grams.get(word.slice(k, k + n));
      if (!list) return NONE; // a piece no game has: nothing matches
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    lists.push(rarest as Int32Array);
  }
  if (lists.length === 0) return null;
  lists.sort((a, b) => a.length - b.length);
  let result = lists[0] as Int32Array;
  for (let i = 1; i < lists.length && result.length > 0; i++) result = intersect(result, lists[i] as Int32Array);
  return result;
}

export function searchCatalogue(
  index: SearchIndex,
  f: GameFilter,
  limit: number,
  offset: number,
): { positions: number[]; total: number } {
  const { games, classify } = index;
  const scopes = f.category ? categoryScope(f.category) : null;
  const words = f.words ?? [];
  // The checks the lists leave to do on the game itself.
  const otherFilters =
    scopes !== null || !!f.vassalage || !!f.vendors || !!f.gameClassify || !!f.hotOnly || !!f.newOnly || !!f.gamesOnly;
  const unproven = words.filter((w) => w.length === 1 || w.length > LONGEST_PIECE);
  const hidden = hiddenMask(index, f.hiddenClassifications ?? []);
  // Names that start with the first word come before names that merely contain it: the positions
  // whose first characters match it, proven for a word of up to LONGEST_PIECE letters.
  const first = words[0];
  const leadingList = first === undefined ? NONE : (index.starts.get(first.slice(0, LONGEST_PIECE)) ?? NONE);
  const leadingProven = first !== undefined && first.length <= LONGEST_PIECE;
  // Only the first offset + limit of each group can reach the page, so no more are kept; all are counted.
  const keep = offset + limit;
  const leading: number[] = [];
  const rest: number[] = [];
  let leadingTotal = 0;
  let restTotal = 0;
  const picked = candidates(index, words);
  const count = picked ? picked.length : games.length;
  let p = 0;
  for (let c = 0; c < count; c++) {
    const at = picked ? (picked[c] as number) : c;
    if (hidden[classify[at] as number] === 1) continue;
    if (otherFilters || unproven.length > 0) {
      const g = games[at] as SearchableGame;
      if (otherFilters && !passes(g, f, scopes)) continue;
      if (!unproven.every((w) => g.search_name.includes(w))) continue;
    }
    while (p < leadingList.length && (leadingList[p] as number) < at) p++;
    const isLeading =
      leadingList[p] === at && (leadingProven || (games[at] as SearchableGame).search_name.startsWith(first as string));
    if (isLeading) {
      if (leadingTotal++ < keep) leading.push(at);
    } else if (restTotal++ < keep) rest.push(at);
  }
  const page =
    offset >= leadingTotal
      ? rest.slice(offset - leadingTotal, offset - leadingTotal + limit)
      : leading.slice(offset, offset + limit).concat(rest.slice(0, Math.max(0, offset + limit - leadingTotal)));
  return { positions: page, total: leadingTotal + restTotal };
}

/** Hidden classifications as a mask over the index's classification numbers (the last one kept). */
const masks = new WeakMap<SearchIndex, { hidden: readonly string[]; mask: Uint8Array }>();
function hiddenMask(index: SearchIndex, hidden: readonly string[]): Uint8Array {
  const last = masks.get(index);
  if (last && last.hidden.length === hidden.length && last.hidden.every((c, i) => c === hidden[i])) return last.mask;
  const mask = new Uint8Array(index.classifyCodes.size + 1);
  for (const code of hidden) {
    const n = index.classifyCodes.get(code);
    if (n !== undefined) mask[n] = 1;
  }
  masks.set(index, { hidden: [...hidden], mask });
  return mask;
}

function passes(g: SearchableGame, f: GameFilter, scopes: ReturnType<typeof categoryScope> | null): boolean {
  if (scopes && !scopes.some((s) => inScope(g, s))) return false;
  if (f.vassalage && g.vassalage !== f.vassalage) return false;
  if (f.vendors && !f.vendors.includes(g.vassalage)) return false;
  if (f.gameClassify && g.game_classify !== f.gameClassify) return false;
  if (f.hotOnly && g.is_hot !== 1) return false;
  if (f.newOnly && g.is_new !== 1) return false;
  if (f.gamesOnly && g.is_game !== 'GAME') return false;
  return true;
}

function inScope(g: GameRow, s: ReturnType<typeof categoryScope>[number]): boolean {
  return (
    s.gameTypes.includes(g.game_type) &&
    (!s.onlyVendors || s.onlyVendors.includes(g.vassalage)) &&
    (!s.exceptVendors || !s.exceptVendors.includes(g.vassalage))
  );
}
