/**
 * Country flags for phone inputs (spec §3: flag images by country code under COUNTRY_FLAG), drawn
 * as small SVGs so the platform needs no outside image host. 3:2, simplified where a flag's
 * detail would not show at 24 px anyway.
 */
const W = 30;
const H = 20;
const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${body}</svg>`;
const rect = (fill: string, y = 0, h = H, x = 0, w = W) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"/>`;
const star = (cx: number, cy: number, r: number, fill: string, rotation = -90) => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.4;
    const angle = ((rotation + i * 36) * Math.PI) / 180;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
};
const stripes = (colors: string[], count = colors.length) =>
  Array.from({ length: count }, (_, i) =>
    rect(colors[i % colors.length] as string, (i * H) / count, H / count + 0.05),
  ).join('');

const FLAGS: Record<string, string> = {
  PH: svg(
    rect('#0038a8', 0, 10) +
      rect('#ce1126', 10, 10) +
      '<polygon points="0,0 17.3,10 0,20" fill="#fff"/>' +
      '<circle cx="6" cy="10" r="2.2" fill="#fcd116"/>' +
      star(1.8, 2.6, 1, '#fcd116') +
      star(1.8, 17.4, 1, '#fcd116') +
      star(13.6, 10, 1, '#fcd116'),
  ),
  TH: svg(stripes(['#a51931', '#f4f5f8', '#2d2a4a', '#2d2a4a', '#f4f5f8', '#a51931'])),
  VN: svg(rect('#da251d') + star(15, 10, 6, '#ff0')),
  MY: svg(
    stripes(['#cc0001', '#fff'], 14) +
      rect('#010066', 0, 11.4, 0, 15) +
      '<circle cx="6.5" cy="5.7" r="4" fill="#fc0"/><circle cx="7.6" cy="5.7" r="3.3" fill="#010066"/>' +
      star(11.5, 5.7, 2.3, '#fc0'),
  ),
  ID: svg(rect('#ce1126', 0, 10) + rect('#fff', 10, 10)),
  SG: svg(
    rect('#ef3340', 0, 10) +
      rect('#fff', 10, 10) +
      '<circle cx="6.5" cy="5" r="3.4" fill="#fff"/><circle cx="7.8" cy="5" r="3.2" fill="#ef3340"/>' +
      [
        [10.5, 2.6],
        [12.4, 4],
        [11.7, 6.3],
        [9.3, 6.3],
        [8.6, 4],
      ]
        .map(([x, y]) => star(x as number, y as number, 0.8, '#fff'))
        .join(''),
  ),
  IN: svg(
    rect('#ff9933', 0, 6.67) +
      rect('#fff', 6.67, 6.67) +
      rect('#138808', 13.33, 6.67) +
      '<circle cx="15" cy="10" r="2.6" fill="none" stroke="#000080" stroke-width="0.5"/><circle cx="15" cy="10" r="0.6" fill="#000080"/>',
  ),
  BD: svg(rect('#006a4e') + '<circle cx="13.5" cy="10" r="6" fill="#f42a41"/>'),
  KH: svg(
    rect('#032ea1', 0, 5) +
      rect('#e00025', 5, 10) +
      rect('#032ea1', 15, 5) +
      '<path d="M9 13.5h12v-1h-1v-2h-1.2v-2h-1.4v-2.5h-1.2L15 4l-1.2 2h-1.2v2.5h-1.4v2H10v2H9z" fill="#fff"/>',
  ),
  KR: svg(
    rect('#fff') +
      '<g transform="rotate(33.7 15 10)"><path d="M11 10a4 4 0 0 1 8 0z" fill="#cd2e3a"/><path d="M11 10a4 4 0 0 0 8 0z" fill="#0047a0"/>' +
      '<circle cx="13" cy="10" r="2" fill="#cd2e3a"/><circle cx="17" cy="10" r="2" fill="#0047a0"/></g>' +
      '<g fill="#000"><rect x="3" y="3" width="5" height="0.8" transform="rotate(-33.7 5.5 3.4)"/><rect x="22" y="3" width="5" height="0.8" transform="rotate(33.7 24.5 3.4)"/>' +
      '<rect x="3" y="16" width="5" height="0.8" transform="rotate(33.7 5.5 16.4)"/><rect x="22" y="16" width="5" height="0.8" transform="rotate(-33.7 24.5 16.4)"/></g>',
  ),
  JP: svg(rect('#fff') + '<circle cx="15" cy="10" r="6" fill="#bc002d"/>'),
  CN: svg(
    rect('#ee1c25') +
      star(5, 5, 3, '#ff0') +
      star(10, 2, 1, '#ff0') +
      star(12, 4, 1, '#ff0') +
      star(12, 7, 1, '#ff0') +
      star(10, 9, 1, '#ff0'),
  ),
  TW: svg(
    rect('#fe0000') +
      rect('#000095', 0, 10, 0, 15) +
      '<circle cx="7.5" cy="5" r="2.6" fill="#fff"/><circle cx="7.5" cy="5" r="1.7" fill="#000095"/><circle cx="7.5" cy="5" r="1.4" fill="#fff"/>',
  ),
  BR: svg(
    rect('#009b3a') +
      '<polygon points="15,2 27,10 15,18 3,10" fill="#fedf00"/><circle cx="15" cy="10" r="4.3" fill="#002776"/>' +
      '<path d="M10.9 9.3q4.3-1 8.1 1.5" stroke="#fff" stroke-width="0.6" fill="none"/>',
  ),
  US: svg(
    stripes(['#b22234', '#fff'], 13) +
      rect('#3c3b6e', 0, 10.77, 0, 12) +
      Array.from(
        { length: 20 },
        (_, i) => `<circle cx="${1.5 + (i % 5) * 2.25}" cy="${1.3 + Math.floor(i / 5) * 2.5}" r="0.45" fill="#fff"/>`,
      ).join(''),
  ),
};

/** The flag of `countryCode`, or a neutral placeholder with the code for a country without art. */
export function renderFlag(countryCode: string): string {
  return (
    FLAGS[countryCode] ??
    svg(
      `${rect('#2a3142')}<text x="15" y="13.5" font-family="sans-serif" font-size="8" font-weight="700" fill="#cfd6e4" text-anchor="middle">${countryCode.replace(/[^A-Z]/g, '')}</text>`,
    )
  );
}
