#!/usr/bin/env node
// Writes the app icons without any image tool: a tiny procedural rasteriser
// (signed distance functions, 4x4 supersampling) and a hand-rolled PNG
// encoder on node:zlib. Run: `node scripts/make-icons.mjs`, then commit
// public/icons/*.png, public/apple-touch-icon.png and public/favicon.svg.
//
// Design: a dark green (#1d3b2f) tile, a muted green card tilted behind a
// cream card, and a bold green "T" on the front card.
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const GREEN = [0x1d, 0x3b, 0x2f];
const BACK_CARD = [0x5f, 0x8f, 0x74];
const FRONT_CARD = [0xf4, 0xef, 0xe1];

// ---------- PNG encoder ----------
const CRC_TABLE = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([len, typeAndData, crc]);
}

/** @param {number} size @param {Uint8Array} rgba size*size*4 bytes */
function encodePng(size, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // colour type RGBA
  ihdr[10] = 0; // compression
  ihdr[11] = 0; // filter
  ihdr[12] = 0; // no interlace
  const stride = size * 4;
  const raw = Buffer.alloc((stride + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (stride + 1)] = 0; // filter: none
    raw.set(rgba.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---------- shapes (unit square coordinates, y down) ----------
/** Signed distance to a rounded box centred at the origin. */
function sdRoundBox(x, y, hw, hh, r) {
  const qx = Math.abs(x) - hw + r;
  const qy = Math.abs(y) - hh + r;
  const ox = Math.max(qx, 0);
  const oy = Math.max(qy, 0);
  return Math.hypot(ox, oy) + Math.min(Math.max(qx, qy), 0) - r;
}

/** Transforms a point into a card's local frame (centre cx,cy, angle deg). */
function local(x, y, cx, cy, deg) {
  const a = (-deg * Math.PI) / 180;
  const dx = x - cx;
  const dy = y - cy;
  return [dx * Math.cos(a) - dy * Math.sin(a), dx * Math.sin(a) + dy * Math.cos(a)];
}

const CARD = { hw: 0.2, hh: 0.28, r: 0.04 };
const BACK = { cx: 0.565, cy: 0.5, deg: 12 };
const FRONT = { cx: 0.465, cy: 0.505, deg: -6 };

/**
 * Colour of one sample. `tile` = corner radius of the background tile
 * (0 = full bleed), `scale` shrinks the artwork around the centre.
 * Returns [r,g,b,a] with a in 0..1.
 */
function sample(x, y, { tile, scale }) {
  if (tile > 0 && sdRoundBox(x - 0.5, y - 0.5, 0.5, 0.5, tile) > 0) return [0, 0, 0, 0];
  // Undo the artwork scale around the centre.
  const u = 0.5 + (x - 0.5) / scale;
  const v = 0.5 + (y - 0.5) / scale;
  const [fx, fy] = local(u, v, FRONT.cx, FRONT.cy, FRONT.deg);
  if (sdRoundBox(fx, fy, CARD.hw, CARD.hh, CARD.r) <= 0) {
    // The "T": crossbar and stem, in the front card's frame.
    const bar = sdRoundBox(fx, fy + 0.1, 0.125, 0.038, 0.012);
    const stem = sdRoundBox(fx, fy - 0.045, 0.04, 0.165, 0.012);
    if (Math.min(bar, stem) <= 0) return [...GREEN, 1];
    return [...FRONT_CARD, 1];
  }
  // A thin gap of tile colour around the front card separates the two cards.
  if (sdRoundBox(fx, fy, CARD.hw, CARD.hh, CARD.r) <= 0.018) return [...GREEN, 1];
  const [bx, by] = local(u, v, BACK.cx, BACK.cy, BACK.deg);
  if (sdRoundBox(bx, by, CARD.hw, CARD.hh, CARD.r) <= 0) return [...BACK_CARD, 1];
  return [...GREEN, 1];
}

function render(size, opts) {
  const SS = 4;
  const out = new Uint8Array(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0, g = 0, b = 0, a = 0;
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          const [cr, cg, cb, ca] = sample((px + (sx + 0.5) / SS) / size, (py + (sy + 0.5) / SS) / size, opts);
          r += cr * ca; g += cg * ca; b += cb * ca; a += ca;
        }
      }
      const i = (py * size + px) * 4;
      const n = SS * SS;
      // Un-premultiply so edge pixels keep their colour.
      out[i] = a ? Math.round(r / a) : 0;
      out[i + 1] = a ? Math.round(g / a) : 0;
      out[i + 2] = a ? Math.round(b / a) : 0;
      out[i + 3] = Math.round((a / n) * 255);
    }
  }
  return out;
}

// ---------- SVG favicon (same design, vector) ----------
function svg() {
  const hex = (c) => '#' + c.map((v) => v.toString(16).padStart(2, '0')).join('');
  const s = 100;
  const card = (c, fill, extra = '') =>
    `<rect x="${(c.cx - CARD.hw) * s}" y="${(c.cy - CARD.hh) * s}" width="${CARD.hw * 2 * s}" height="${CARD.hh * 2 * s}" rx="${CARD.r * s}" fill="${fill}" transform="rotate(${c.deg} ${c.cx * s} ${c.cy * s})"${extra}/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">`,
    `<rect width="100" height="100" rx="18" fill="${hex(GREEN)}"/>`,
    card(BACK, hex(BACK_CARD)),
    card(FRONT, hex(FRONT_CARD), ` stroke="${hex(GREEN)}" stroke-width="3.6" paint-order="stroke"`),
    `<g fill="${hex(GREEN)}" transform="rotate(${FRONT.deg} ${FRONT.cx * s} ${FRONT.cy * s})">`,
    `<rect x="${(FRONT.cx - 0.125) * s}" y="${(FRONT.cy - 0.1 - 0.038) * s}" width="${0.25 * s}" height="${0.076 * s}" rx="1.2"/>`,
    `<rect x="${(FRONT.cx - 0.04) * s}" y="${(FRONT.cy + 0.045 - 0.165) * s}" width="${0.08 * s}" height="${0.33 * s}" rx="1.2"/>`,
    `</g>`,
    `</svg>`,
    '',
  ].join('\n');
}

// Maskable: full-bleed tile, artwork scaled to 0.8 so everything sits well
// inside the safe zone (circle of radius 0.4 around the centre).
const targets = [
  { file: 'public/icons/icon-192.png', size: 192, opts: { tile: 0.18, scale: 1 } },
  { file: 'public/icons/icon-512.png', size: 512, opts: { tile: 0.18, scale: 1 } },
  { file: 'public/icons/icon-maskable-512.png', size: 512, opts: { tile: 0, scale: 0.8 } },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'public/apple-touch-icon.png', size: 180, opts: { tile: 0, scale: 0.9 } },
];

for (const { file, size, opts } of targets) {
  const path = join(root, file);
  mkdirSync(dirname(path), { recursive: true });
  const png = encodePng(size, render(size, opts));
  writeFileSync(path, png);
  console.log(`${file}  ${size}x${size}  ${png.length} bytes`);
}
writeFileSync(join(root, 'public/favicon.svg'), svg());
console.log('public/favicon.svg');
