/**
 * A deterministic 5×5 mirrored identicon from a string (the user's email), drawn as SVG
 * rectangles. Pure, so the same email always gives the same picture on server and client.
 */
export interface Identicon {
  readonly color: string;
  /** Filled cells as [column, row] pairs on a 5×5 grid. */
  readonly cells: ReadonlyArray<readonly [number, number]>;
}

/** FNV-1a, 32 bit: small and well spread for short strings. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < value.length; index++) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export function makeIdenticon(seed: string): Identicon {
  const hash = hashString(seed.trim().toLowerCase());
  const hue = (hash >>> 15) % 360;
  const cells: Array<readonly [number, number]> = [];
  // 15 bits fill the left three columns; the right two mirror them.
  for (let bit = 0; bit < 15; bit++) {
    if ((hash >>> bit) & 1) {
      const column = Math.floor(bit / 5);
      const row = bit % 5;
      cells.push([ column, row ]);
      if (column < 2) cells.push([ 4 - column, row ]);
    }
  }
  return { color: `hsl(${ hue } 65% 52%)`, cells };
}
