/** Breakpoints of the spec (section 9); md keeps Chakra's default so the scale stays ascending. */
export const BREAKPOINTS = {
  sm: '415px',
  md: '768px',
  lg: '1000px',
  xl: '1440px',
  '2xl': '3000px',
} as const;
