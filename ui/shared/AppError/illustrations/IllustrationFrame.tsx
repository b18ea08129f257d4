/**
 * Shared SVG canvas for the error illustrations. It exposes the theme colours as CSS custom
 * properties so the drawings can use plain `var(--ae-*)` paints and still follow the colour
 * palette and light/dark mode.
 */
import { chakra } from '@chakra-ui/react';
import React from 'react';

/** Paint names the illustrations may use, e.g. `stroke={ PAINT.main }`. */
export const PAINT = {
  /** Main strokes. */
  main: 'var(--ae-main)',
  /** Offset "extrusion" copy behind the main strokes. */
  shade: 'var(--ae-shade)',
  /** Large soft backdrop shapes. */
  soft: 'var(--ae-soft)',
  /** Small decorations: sparkles, dots. */
  accent: 'var(--ae-accent)',
  /** Warm highlight for sparks and alerts. */
  warm: 'var(--ae-warm)',
  /** Floor shadow under the drawing. */
  ground: 'var(--ae-ground)',
  /** Glossy highlight on top of the main strokes. */
  shine: 'var(--ae-shine)',
} as const;

export interface IllustrationFrameProps {
  /** Accessible name of the picture. */
  label: string;
  /** ViewBox width; the height is fixed so all screens line up. */
  width?: number;
  /** Chakra colour palette the drawing is tinted with. */
  colorPalette?: string;
  children: React.ReactNode;
}

/** Height of every illustration's viewBox. */
export const FRAME_HEIGHT = 180;

/** Wraps an illustration in a responsive, theme-aware `<svg>` with a floor shadow. */
export default function IllustrationFrame({ label, width = 320, colorPalette = 'brand', children }: IllustrationFrameProps) {
  return (
    <chakra.svg
      role="img"
      aria-label={ label }
      viewBox={ `0 0 ${ width } ${ FRAME_HEIGHT }` }
      width="100%"
      maxW={{ base: '280px', md: '360px' }}
      height="auto"
      display="block"
      overflow="visible"
      colorPalette={ colorPalette }
      css={{
        '--ae-main': '{colors.colorPalette.solid}',
        '--ae-shade': '{colors.colorPalette.emphasized}',
        '--ae-soft': '{colors.colorPalette.subtle}',
        '--ae-accent': '{colors.colorPalette.300}',
        '--ae-warm': '{colors.orange.400}',
        '--ae-ground': '{colors.bg.muted}',
        '--ae-shine': 'white',
      }}
    >
      <ellipse cx={ width / 2 } cy={ FRAME_HEIGHT - 14 } rx={ width * 0.36 } ry="8" fill={ PAINT.ground }/>
      { children }
    </chakra.svg>
  );
}
