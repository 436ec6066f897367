/**
 * Deterministic artwork the platform serves itself (no outside CDN): game tiles, vendor cards and
 * banners rendered as SVG from their id and name. Same input, same bytes, so ETags are stable.
 */

/** FNV-1a: a stable 32-bit hash of a string. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded generator, so shapes are random-looking yet repeatable. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );

const FONT = `font-family="'Poppins','Segoe UI',Arial,'Noto Sans Thai',sans-serif"`;

/** Thai script: a banner with Thai text carries its font (an SVG shown as an image loads nothing else). */
export const hasThai = (text: string): boolean => /[\u0E00-\u0E7F]/.test(text);
const r1 = (n: number) => Math.round(n * 10) / 10;

/** Initials of a name: first letters of the first two words (digits count). */
export function initials(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? ['?'];
  const letters = words.length === 1 ? [...words[0]].slice(0, 2) : words.slice(0, 2).map((w) => [...w][0] as string);
  return letters.join('').toUpperCase();
}

/** Splits a name into at most `maxLines` lines of about `width` characters, with an ellipsis if cut. */
export function wrapLines(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (!current) current = word;
    else if (current.length + 1 + word.length <= width) current += ` ${word}`;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${(kept[maxLines - 1] as string).slice(0, width - 1)}…`;
    return kept;
  }
  return lines.map((l) => (l.length > width + 4 ? `${l.slice(0, width + 3)}…` : l));
}

function palette(seed: number) {
  const hue = seed % 360;
  const shift = 25 + ((seed >>> 9) % 50);
  return {
    from: `hsl(${hue},78%,52%)`,
    to: `hsl(${(hue + shift) % 360},72%,22%)`,
    accent: `hsl(${(hue + 180) % 360},90%,65%)`,
  };
}

function sparkles(random: () => number, w: number, h: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = r1(random() * w);
    const y = r1(random() * h);
    const s = r1(6 + random() * (w / 8));
    const o = r1(0.06 + random() * 0.16);
    const kind = Math.floor(random() * 3);
    if (kind === 0) out += `<circle cx="${x}" cy="${y}" r="${s}" fill="#fff" opacity="${o}"/>`;
    else if (kind === 1)
      out += `<rect x="${r1(x - s / 2)}" y="${r1(y - s / 2)}" width="${s}" height="${s}" rx="${r1(s / 5)}" transform="rotate(45 ${x} ${y})" fill="#fff" opacity="${o}"/>`;
    else
      out += `<circle cx="${x}" cy="${y}" r="${s}" fill="none" stroke="#fff" stroke-width="${r1(1 + s / 10)}" opacity="${o}"/>`;
  }
  return out;
}

/** A simple emblem per game type, drawn behind the initials. */
function emblem(gameType: string, cx: number, cy: number, size: number): string {
  const s = size;
  switch (gameType) {
    case 'RNG': {
      const points = Array.from({ length: 10 }, (_, i) => {
        const radius = i % 2 === 0 ? s : s * 0.45;
        const angle = (Math.PI / 5) * i - Math.PI / 2;
        return `${r1(cx + radius * Math.cos(angle))},${r1(cy + radius * Math.sin(angle))}`;
      }).join(' ');
      return `<polygon points="${points}" fill="#fff" opacity="0.16"/>`;
    }
    case 'FISH':
      return `<ellipse cx="${cx - s * 0.15}" cy="${cy}" rx="${s * 0.8}" ry="${s * 0.45}" fill="#fff" opacity="0.16"/><polygon points="${cx + s * 0.55},${cy} ${cx + s},${cy - s * 0.4} ${cx + s},${cy + s * 0.4}" fill="#fff" opacity="0.16"/>`;
    case 'PVP':
      return `<rect x="${cx - s * 0.55}" y="${cy - s * 0.75}" width="${s * 1.1}" height="${s * 1.5}" rx="${s * 0.12}" transform="rotate(-12 ${cx} ${cy})" fill="#fff" opacity="0.16"/>`;
    case 'LIVE':
      return `<path d="M${cx} ${cy - s}L${cx + s * 0.7} ${cy}L${cx} ${cy + s}L${cx - s * 0.7} ${cy}Z" fill="#fff" opacity="0.16"/>`;
    case 'LOTT':
    case 'ELOTT':
      return `<circle cx="${cx}" cy="${cy}" r="${s * 0.8}" fill="#fff" opacity="0.16"/><circle cx="${cx}" cy="${cy}" r="${s * 0.5}" fill="none" stroke="#fff" stroke-width="4" opacity="0.2"/>`;
    default:
      return `<circle cx="${cx}" cy="${cy}" r="${s * 0.8}" fill="none" stroke="#fff" stroke-width="6" opacity="0.18"/>`;
  }
}

/** What every picture starts from: an id suffix for its gradients, its colours and its random sequence. */
function artSeed(key: string) {
  const seed = hash32(key);
  return { u: seed.toString(36), ...palette(seed), random: seededRandom(seed) };
}

/** Lines of text one under the other; `attrs(i)` places and styles line i. */
const textLines = (lines: string[], attrs: (i: number) => string) =>
  lines.map((line, i) => `<text ${attrs(i)}>${escapeXml(line)}</text>`).join('');

/** The background's diagonal gradient (`bg<u>`) and its accent glow (`glow<u>`). */
function backgroundGradients(
  u: string,
  [first, last]: [string, string],
  accent: string,
  glow: { cx: number; cy: number; r: number; opacity: number },
): string {
  return `<linearGradient id="bg${u}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${first}"/><stop offset="1" stop-color="${last}"/></linearGradient>
<radialGradient id="glow${u}" cx="${glow.cx}" cy="${glow.cy}" r="${glow.r}"><stop offset="0" stop-color="${accent}" stop-opacity="${glow.opacity}"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>`;
}

/** The background's two layers, the gradient under the glow. */
const backgroundLayers = (u: string, w: number, h: number, rx?: number) =>
  ['bg', 'glow']
    .map((id) => `<rect width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ''} fill="url(#${id}${u})"/>`)
    .join('');

export type GameArtInput = { nodeId: number; gameName: string; vassalage: string; gameType: string };

/** A 240×240 game tile: gradient, shapes, an emblem of the game type, initials and the name. */
export function renderGameArt(game: GameArtInput): string {
  const { u, from, to, accent, random } = artSeed(`${game.nodeId}:${game.gameName}`);
  const lines = wrapLines(game.gameName, 18, 2);
  const nameY = lines.length === 1 ? 214 : 203;
  const nameText = textLines(
    lines,
    (i) => `x="120" y="${nameY + i * 21}" text-anchor="middle" font-size="17" font-weight="600" fill="#fff"`,
  );
  const badge = escapeXml(game.vassalage.slice(0, 12));
  const badgeWidth = 14 + badge.length * 7.6;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" role="img" aria-label="${escapeXml(game.gameName)}" ${FONT}>
<defs>${backgroundGradients(u, [from, to], accent, { cx: 0.75, cy: 0.2, r: 0.6, opacity: 0.55 })}</defs>
${backgroundLayers(u, 240, 240, 18)}
${sparkles(random, 240, 180, 7)}${emblem(game.gameType, 120, 92, 62)}
<text x="122" y="114" text-anchor="middle" font-size="64" font-weight="800" fill="#000" opacity="0.25">${escapeXml(initials(game.gameName))}</text>
<text x="120" y="111" text-anchor="middle" font-size="64" font-weight="800" fill="#fff">${escapeXml(initials(game.gameName))}</text>
<rect x="12" y="12" width="${badgeWidth}" height="22" rx="11" fill="#000" opacity="0.35"/><text x="${12 + badgeWidth / 2}" y="27.5" text-anchor="middle" font-size="12" font-weight="700" fill="#fff">${badge}</text>
<path d="M0 170H240V222A18 18 0 0 1 222 240H18A18 18 0 0 1 0 222Z" fill="#000" opacity="0.38"/>${nameText}
</svg>`;
}

/** A 320×160 vendor card (lagerIcon) and footer logo: gradient, shapes, name and code. */
export function renderVendorArt(vendor: { vassalage: string; displayName: string }): string {
  const { u, from, to, accent, random } = artSeed(`vendor:${vendor.vassalage}`);
  const lines = wrapLines(vendor.displayName, 16, 2);
  const top = lines.length === 1 ? 92 : 78;
  const name = textLines(
    lines,
    (i) => `x="160" y="${top + i * 30}" text-anchor="middle" font-size="28" font-weight="800" fill="#fff"`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 160" width="320" height="160" role="img" aria-label="${escapeXml(vendor.displayName)}" ${FONT}>
<defs>${backgroundGradients(u, [from, to], accent, { cx: 0.15, cy: 0.1, r: 0.7, opacity: 0.5 })}</defs>
${backgroundLayers(u, 320, 160, 16)}${sparkles(random, 320, 160, 6)}
${name}<text x="160" y="140" text-anchor="middle" font-size="13" font-weight="600" fill="#fff" opacity="0.8" letter-spacing="3">${escapeXml(vendor.vassalage)}</text>
</svg>`;
}

const BANNER_SIZES: Record<string, [number, number]> = {
  w_home: [1920, 520],
  w_reg: [800, 300],
  w_leftmenu: [480, 200],
};

/**
 * A banner of its group's size: deep gradient, gold coins, the headline and a subtitle.
 * `fontFace`: an @font-face rule (with its font inline) the text needs, for scripts a device may
 * have no font for — an SVG shown through <img> cannot load the page's web fonts.
 */
export function renderBannerArt(
  banner: { id: number; groupName: string; title: string; subtitle: string },
  fontFace = '',
): string {
  const [w, h] = BANNER_SIZES[banner.groupName] ?? [1920, 520];
  const { u, from, to, accent, random } = artSeed(`banner:${banner.id}:${banner.title}`);
  const scale = h / 520;
  let coins = '';
  for (let i = 0; i < 9; i++) {
    const x = r1(w * (0.55 + random() * 0.42));
    const y = r1(h * (0.12 + random() * 0.76));
    const r = r1((18 + random() * 46) * scale);
    coins += `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#gold${u})"/><circle cx="${x}" cy="${y}" r="${r1(r * 0.7)}" fill="none" stroke="#fff6c8" stroke-width="${r1(2 * scale + 0.5)}" opacity="0.7"/>`;
  }
  const titleSize = r1(Math.min(84 * scale * 1.2, ((w * 0.52) / Math.max(8, banner.title.length)) * 1.9));
  const lines = wrapLines(banner.title, Math.max(10, Math.round((w * 0.5) / (titleSize * 0.56))), 2);
  const title = textLines(
    lines,
    (i) =>
      `x="${r1(w * 0.06)}" y="${r1(h * 0.42 + i * titleSize * 1.1)}" font-size="${titleSize}" font-weight="800" fill="#fff"`,
  );
  const subtitleY = r1(h * 0.42 + lines.length * titleSize * 1.1 + 6 * scale);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${escapeXml(banner.title)}" ${FONT}>
<defs>${fontFace ? `<style>${fontFace}</style>` : ''}${backgroundGradients(u, [to, from], accent, { cx: 0.75, cy: 0.5, r: 0.6, opacity: 0.45 })}
<radialGradient id="gold${u}" cx="0.35" cy="0.35" r="0.75"><stop offset="0" stop-color="#fff3b0"/><stop offset="0.55" stop-color="#f5c542"/><stop offset="1" stop-color="#b7791f"/></radialGradient></defs>
${backgroundLayers(u, w, h)}${sparkles(random, w, h, 14)}${coins}
${title}<text x="${r1(w * 0.06)}" y="${subtitleY}" font-size="${r1(Math.max(13, 30 * scale))}" font-weight="500" fill="#fff" opacity="0.88">${escapeXml(banner.subtitle)}</text>
</svg>`;
}
