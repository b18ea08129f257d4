/**
 * Small deterministic token images: an SVG and a PNG per token id, so NFT metadata
 * points at real, distinct pictures without any asset files.
 */
import { deflateSync } from 'node:zlib';

/** Edge length of generated PNGs in pixels. */
const PNG_SIZE_PX = 24;
const PNG_SIGNATURE = Buffer.from([ 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a ]);

/** Two colours derived from the id, the same every time. */
function palette(tokenId: bigint): { hue: number; accentHue: number } {
  const hue = Number((tokenId * 137n) % 360n);
  return { hue, accentHue: (hue + 150) % 360 };
}

/** An SVG badge with the token id, about 300 bytes. */
export function renderTokenSvg(tokenId: bigint, label = 'QNM'): string {
  const { hue, accentHue } = palette(tokenId);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">',
    `<rect width="64" height="64" fill="hsl(${ hue },70%,45%)"/>`,
    `<circle cx="32" cy="26" r="14" fill="hsl(${ accentHue },80%,65%)"/>`,
    `<text x="32" y="56" font-family="monospace" font-size="10" text-anchor="middle" fill="#fff">${ label } #${ tokenId }</text>`,
    '</svg>',
  ].join('');
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([ Buffer.from(type, 'ascii'), data ]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([ length, body, crc ]);
}

function hslToRgb(hue: number, saturation: number, lightness: number): [ number, number, number ] {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - chroma / 2;
  const [ r, g, b ] = hue < 60 ? [ chroma, x, 0 ] : hue < 120 ? [ x, chroma, 0 ] : hue < 180 ? [ 0, chroma, x ] :
    hue < 240 ? [ 0, x, chroma ] : hue < 300 ? [ x, 0, chroma ] : [ chroma, 0, x ];
  return [ r, g, b ].map((v) => Math.round((v + m) * 255)) as [ number, number, number ];
}

/** A 24×24 RGB PNG: a symmetric pixel pattern seeded by the id (an identicon). */
export function renderTokenPng(tokenId: bigint): Buffer {
  const { hue, accentHue } = palette(tokenId);
  const background = hslToRgb(hue, 0.7, 0.45);
  const foreground = hslToRgb(accentHue, 0.8, 0.65);
  const cells = 6;
  const cellPx = PNG_SIZE_PX / cells;
  let bits = tokenId * 2654435761n + 97n;
  const on: boolean[][] = Array.from({ length: cells }, () => {
    const half = Array.from({ length: cells / 2 }, () => {
      bits = (bits * 6364136223846793005n + 1442695040888963407n) & 0xffffffffffffffffn;
      return (bits >> 33n) % 2n === 1n;
    });
    return [ ...half, ...half.slice().reverse() ];
  });
  // Each scanline starts with filter type 0 (none), then RGB triples.
  const raw = Buffer.alloc(PNG_SIZE_PX * (1 + PNG_SIZE_PX * 3));
  for (let y = 0; y < PNG_SIZE_PX; y++) {
    const row = y * (1 + PNG_SIZE_PX * 3);
    for (let x = 0; x < PNG_SIZE_PX; x++) {
      const colour = on[Math.floor(y / cellPx)][Math.floor(x / cellPx)] ? foreground : background;
      raw.set(colour, row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(PNG_SIZE_PX, 0);
  header.writeUInt32BE(PNG_SIZE_PX, 4);
  header.set([ 8, 2, 0, 0, 0 ], 8); // 8-bit depth, truecolour, deflate, no filter set, no interlace
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
