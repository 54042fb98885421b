/**
 * Demo pack shots: each product drawn as its packaging (a pouch of atta, a bottle of oil, a carton of milk,
 * loose produce), in a brand-like colour scheme, with its name and pack size printed on the label and the
 * product's Twemoji as the label's picture, on white with a soft shadow. Plain SVG, rasterised by sharp.
 */

/** The packaging a product comes in. */
export type PackKind =
  | 'pouch'
  | 'bottle'
  | 'carton'
  | 'jar'
  | 'box'
  | 'tube'
  | 'bar'
  | 'tub'
  | 'can'
  | 'loose';

export interface PackShot {
  pack: PackKind;
  name: string;
  unit: string;
  /** Twemoji SVG source (the file's text). */
  emojiSvg: string;
  /** Index into the colour schemes; neighbours in a listing get different ones. */
  scheme: number;
}

interface Scheme {
  body: string;
  band: string;
  label: string;
  ink: string;
}

/** Brand-like colour schemes: a strong body colour, an accent band, a light label and its ink. */
const SCHEMES: Scheme[] = [
  { body: '#c62828', band: '#ffca28', label: '#fff8e1', ink: '#3e2723' },
  { body: '#1e3a8a', band: '#facc15', label: '#f8fafc', ink: '#0f172a' },
  { body: '#2e7d32', band: '#c5e1a5', label: '#f1f8e9', ink: '#1b3a1d' },
  { body: '#ef6c00', band: '#4e342e', label: '#fff3e0', ink: '#3e2723' },
  { body: '#6a1b9a', band: '#f3e5f5', label: '#fdf7ff', ink: '#2e0b3f' },
  { body: '#00796b', band: '#ffe082', label: '#e0f2f1', ink: '#08332e' },
  { body: '#5d4037', band: '#ffcc80', label: '#fff8ef', ink: '#3e2723' },
  { body: '#ad1457', band: '#f8bbd0', label: '#fff0f6', ink: '#3d0a20' },
  { body: '#263238', band: '#ffb300', label: '#fafafa', ink: '#111827' },
  { body: '#f9a825', band: '#b71c1c', label: '#fffde7', ink: '#3e2723' },
  { body: '#0277bd', band: '#e1f5fe', label: '#ffffff', ink: '#0b2e4a' },
  { body: '#558b2f', band: '#fff176', label: '#fbfff3', ink: '#1f2e10' },
];

export const SCHEME_COUNT = SCHEMES.length;

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Each packaging's outline (body), its accent parts and where its label sits, on a 480-unit square. */
interface Outline {
  body: string;
  /** Accent parts drawn in the band colour (caps, lids, seals, foil). */
  accents: string[];
  /** Parts a shade darker or lighter than the body (box sides, carton gables). */
  shaded?: { path: string; tone: 'dark' | 'light' }[];
  label: Box;
}

const OUTLINES: Record<Exclude<PackKind, 'loose'>, Outline> = {
  pouch: {
    body: 'M122 92 L358 92 L372 418 Q373 440 351 440 L129 440 Q107 440 108 418 Z',
    accents: ['M118 56 L362 56 L362 96 L118 96 Z'],
    label: { x: 140, y: 140, w: 200, h: 270 },
  },
  bottle: {
    body: 'M220 116 L260 116 Q260 150 300 168 Q332 184 332 218 L332 420 Q332 440 312 440 L168 440 Q148 440 148 420 L148 218 Q148 184 180 168 Q220 150 220 116 Z',
    accents: ['M208 40 L272 40 Q278 40 278 46 L278 118 L202 118 L202 46 Q202 40 208 40 Z'],
    label: { x: 160, y: 228, w: 160, h: 190 },
  },
  carton: {
    body: 'M140 150 L340 150 L340 440 L140 440 Z',
    accents: ['M186 60 L294 60 L294 84 L186 84 Z'],
    shaded: [{ path: 'M140 150 L188 82 L292 82 L340 150 Z', tone: 'light' }],
    label: { x: 156, y: 180, w: 168, h: 240 },
  },
  jar: {
    body: 'M170 118 L310 118 Q346 118 346 160 L346 404 Q346 440 310 440 L170 440 Q134 440 134 404 L134 160 Q134 118 170 118 Z',
    accents: ['M150 66 L330 66 Q340 66 340 76 L340 124 L140 124 L140 76 Q140 66 150 66 Z'],
    label: { x: 150, y: 170, w: 180, h: 232 },
  },
  box: {
    body: 'M112 96 L328 96 L328 440 L112 440 Z',
    accents: [],
    shaded: [
      { path: 'M328 96 L370 64 L370 408 L328 440 Z', tone: 'dark' },
      { path: 'M112 96 L154 64 L370 64 L328 96 Z', tone: 'light' },
    ],
    label: { x: 128, y: 130, w: 184, h: 290 },
  },
  tube: {
    body: 'M160 84 L320 84 L292 398 L188 398 Z',
    accents: ['M156 50 L324 50 L324 88 L156 88 Z', 'M204 396 L276 396 L276 444 L204 444 Z'],
    label: { x: 180, y: 120, w: 120, h: 262 },
  },
  bar: {
    body: 'M140 96 L340 96 L340 414 L140 414 Z',
    accents: ['M132 62 L348 62 L340 100 L140 100 Z', 'M140 410 L340 410 L348 446 L132 446 Z'],
    label: { x: 154, y: 116, w: 172, h: 280 },
  },
  tub: {
    body: 'M128 168 L352 168 L326 440 L154 440 Z',
    accents: ['M112 128 L368 128 Q376 128 376 136 L376 172 L104 172 L104 136 Q104 128 112 128 Z'],
    label: { x: 156, y: 196, w: 168, h: 226 },
  },
  can: {
    body: 'M162 84 L318 84 Q330 84 330 96 L330 424 Q330 440 314 440 L166 440 Q150 440 150 424 L150 96 Q150 84 162 84 Z',
    accents: ['M162 60 L318 60 Q326 60 326 68 L326 88 L154 88 L154 68 Q154 60 162 60 Z'],
    label: { x: 164, y: 130, w: 152, h: 280 },
  },
};

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The inside of a Twemoji SVG (a 36-unit square), placed as a `size`-unit square at (x, y). */
function emoji(svg: string, x: number, y: number, size: number): string {
  const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return `<g transform="translate(${x} ${y}) scale(${size / 36})">${inner}</g>`;
}

/** Bold sans-serif glyphs average about this many ems wide. */
const EM_WIDTH = 0.62;

/**
 * The name in at most three lines that fit `width`, and the largest size (up to `max`) at which they do.
 * Greedy by words; a word longer than a line is cut with an ellipsis.
 */
export function fitName(name: string, width: number, max: number): { lines: string[]; size: number } {
  for (let size = max; size >= 14; size -= 2) {
    const perLine = Math.floor(width / (size * EM_WIDTH));
    const lines: string[] = [];
    for (const word of name.split(/\s+/)) {
      const last = lines.at(-1);
      if (last !== undefined && `${last} ${word}`.length <= perLine)
        lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    if (lines.length <= 3 && lines.every((line) => line.length <= perLine)) return { lines, size };
  }
  const perLine = Math.floor(width / (14 * EM_WIDTH));
  const words = name.split(/\s+/);
  const lines = [
    words.slice(0, Math.ceil(words.length / 2)).join(' '),
    words.slice(Math.ceil(words.length / 2)).join(' '),
  ];
  return {
    lines: lines.map((line) => (line.length > perLine ? `${line.slice(0, perLine - 1)}…` : line)),
    size: 14,
  };
}

const FONT = `font-family="DejaVu Sans, Liberation Sans, Helvetica, Arial, sans-serif" font-weight="700"`;

/** The label: the emoji, the name, and the pack size on a pill in the body colour. */
function label(shot: PackShot, scheme: Scheme, box: Box): string {
  const picture = Math.min(box.w * 0.5, box.h * 0.34);
  const { lines, size } = fitName(shot.name, box.w - 16, 30);
  const nameTop = box.y + 12 + picture + 10;
  const pillHeight = 30;
  const unitSize = 17;
  const pillWidth = Math.min(box.w - 16, shot.unit.length * unitSize * EM_WIDTH + 28);
  const cx = box.x + box.w / 2;
  return [
    `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="14" fill="${scheme.label}"/>`,
    emoji(shot.emojiSvg, cx - picture / 2, box.y + 12, picture),
    `<text ${FONT} font-size="${size}" fill="${scheme.ink}" text-anchor="middle">`,
    ...lines.map(
      (line, i) => `<tspan x="${cx}" y="${nameTop + size * (i + 0.9) * 1.08}">${escapeXml(line)}</tspan>`,
    ),
    '</text>',
    `<rect x="${cx - pillWidth / 2}" y="${box.y + box.h - pillHeight - 10}" width="${pillWidth}" height="${pillHeight}" rx="15" fill="${scheme.body}"/>`,
    `<text ${FONT} font-size="${unitSize}" fill="#ffffff" text-anchor="middle" x="${cx}" y="${box.y + box.h - 10 - pillHeight / 2 + unitSize * 0.36}">${escapeXml(shot.unit)}</text>`,
  ].join('');
}

// A radial gradient, not a blur filter: the same soft shadow at a fraction of librsvg's time.
const SHADOW = `<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="0.6" stop-color="#000" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`;
const GLOSS = `<linearGradient id="gloss" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="0.35" stop-color="#fff" stop-opacity="0"/><stop offset="0.75" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></linearGradient>`;

/** Loose produce: the emoji itself, large, with a price-tag label of the name and weight. */
function loose(shot: PackShot, scheme: Scheme): string {
  const { lines, size } = fitName(shot.name, 250, 24);
  const tagHeight = 24 + lines.length * size * 1.1 + 26;
  const tagTop = 440 - tagHeight;
  return [
    `<ellipse cx="240" cy="${tagTop - 14}" rx="140" ry="18" fill="url(#shadow)"/>`,
    emoji(shot.emojiSvg, 90, 40, 300),
    `<rect x="100" y="${tagTop}" width="280" height="${tagHeight}" rx="16" fill="${scheme.label}" stroke="${scheme.body}" stroke-width="4"/>`,
    `<text ${FONT} font-size="${size}" fill="${scheme.ink}" text-anchor="middle">`,
    ...lines.map(
      (line, i) => `<tspan x="240" y="${tagTop + 14 + size * (i + 0.9) * 1.1}">${escapeXml(line)}</tspan>`,
    ),
    '</text>',
    `<text ${FONT} font-size="18" fill="${scheme.body}" text-anchor="middle" x="240" y="${tagTop + tagHeight - 14}">${escapeXml(shot.unit)}</text>`,
  ].join('');
}

/** The pack shot as SVG on a 480-unit white square. */
export function packShotSvg(shot: PackShot): string {
  const scheme = SCHEMES[((shot.scheme % SCHEME_COUNT) + SCHEME_COUNT) % SCHEME_COUNT] as Scheme;
  let drawing: string;
  if (shot.pack === 'loose') {
    drawing = loose(shot, scheme);
  } else {
    const outline = OUTLINES[shot.pack];
    const tone = (t: 'dark' | 'light') => (t === 'dark' ? '#000' : '#fff');
    drawing = [
      `<ellipse cx="240" cy="444" rx="165" ry="20" fill="url(#shadow)"/>`,
      `<path d="${outline.body}" fill="${scheme.body}"/>`,
      ...(outline.shaded ?? []).flatMap((part) => [
        `<path d="${part.path}" fill="${scheme.body}"/>`,
        `<path d="${part.path}" fill="${tone(part.tone)}" opacity="${part.tone === 'dark' ? 0.25 : 0.22}"/>`,
      ]),
      ...outline.accents.map((path) => `<path d="${path}" fill="${scheme.band}"/>`),
      `<path d="${outline.body}" fill="url(#gloss)"/>`,
      label(shot, scheme, outline.label),
    ].join('');
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480"><defs>${SHADOW}${GLOSS}</defs><rect width="480" height="480" fill="#ffffff"/>${drawing}</svg>`;
}
