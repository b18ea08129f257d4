/**
 * Hand-drawn centre lines for the digits 0–9, each in a 64×100 box. They are stroked with a
 * thick round pen, so the status code renders the same on every machine, with no font needed.
 */

/** Width and height of one digit cell in viewBox units. */
export const DIGIT_BOX = { width: 64, height: 100 } as const;

/** SVG path data per digit character. */
export const DIGIT_PATHS: Readonly<Record<string, string>> = {
  '0': 'M32 8 C14 8 8 28 8 50 C8 72 14 92 32 92 C50 92 56 72 56 50 C56 28 50 8 32 8 Z',
  '1': 'M16 24 L36 8 V92',
  '2': 'M10 28 C10 15 19 8 32 8 C45 8 54 16 54 29 C54 44 42 55 10 92 H56',
  '3': 'M10 18 C15 11 23 8 32 8 C45 8 53 16 53 27 C53 39 44 47 30 47 C46 47 56 56 56 70 C56 84 46 92 32 92 C22 92 14 88 8 81',
  '4': 'M42 92 V8 L8 66 H58',
  '5': 'M52 8 H17 L13 45 C19 41 25 40 32 40 C47 40 56 50 56 65 C56 82 46 92 31 92 C21 92 14 88 8 81',
  '6': 'M50 13 C45 9 39 8 34 8 C17 8 8 26 8 52 C8 78 17 92 32 92 C46 92 56 82 56 68 C56 54 46 45 32 45 C21 45 12 50 9.5 58',
  '7': 'M8 8 H56 L24 92',
  '8': 'M32 47 C20 47 12 40 12 28 C12 16 20 8 32 8 C44 8 52 16 52 28 C52 40 44 47 32 47 C18 47 8 56 8 70 C8 84 18 92 32 92 C46 92 56 84 56 70 C56 56 46 47 32 47 Z',
  '9': 'M14 87 C19 90 25 92 30 92 C47 92 56 74 56 48 C56 22 47 8 32 8 C18 8 8 18 8 32 C8 46 18 55 32 55 C44 55 52 49 54.5 42',
};

/**
 * Short glossy streaks per digit, placed on the upper-left edge of each stroke as if lit from
 * the top left. Same coordinate box as `DIGIT_PATHS`.
 */
export const DIGIT_SHINE_PATHS: Readonly<Record<string, string>> = {
  '0': 'M6 40 C6 27 10 17 18 11',
  '1': 'M17 19 L26 12',
  '2': 'M7.5 25 C7.5 15 15 7 26 5.5',
  '3': 'M9 14 C14 8 20 5.5 28 5.5',
  '4': 'M34 15 L24 32.5',
  '5': 'M21 5.5 H38',
  '6': 'M6 44 C6 28 11 15 22 8.5',
  '7': 'M13 5.5 H40',
  '8': 'M9.5 29 C9.5 20 13 12 21 8',
  '9': 'M6 29 C6.5 18 13 10 24 6.5',
};
