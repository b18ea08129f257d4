/**
 * The HTTP status code drawn as chunky, extruded tube digits over a soft backdrop, with a few
 * sparkles around it. Colours come from the frame's palette, so it follows light/dark mode.
 */
import React from 'react';

import { DIGIT_BOX, DIGIT_PATHS, DIGIT_SHINE_PATHS } from './digitPaths';
import IllustrationFrame, { PAINT } from './IllustrationFrame';
import Sparkle from './Sparkle';

const GAP = 18;
const SIDE_PADDING = 44;
const TOP = 30;
const STROKE = 17;
// Offset of the extrusion copy: down and to the right, as if lit from the top left.
const DEPTH = 6;

export interface StatusCodeIllustrationProps {
  /** Status code to draw, e.g. 404. Non-digit characters are skipped. */
  code: number | string;
  colorPalette?: string;
}

/** Large stylised status code, e.g. "404". */
export default function StatusCodeIllustration({ code, colorPalette }: StatusCodeIllustrationProps) {
  const digits = String(code).split('').filter((char) => DIGIT_PATHS[char] !== undefined);
  const digitsWidth = digits.length * DIGIT_BOX.width + Math.max(digits.length - 1, 0) * GAP;
  const width = Math.max(digitsWidth + SIDE_PADDING * 2, 240);
  const left = (width - digitsWidth) / 2;

  const renderLayer = (paths: Readonly<Record<string, string>>, offset: number, stroke: string, strokeWidth: number, opacity = 1) =>
    digits.map((digit, index) => (
      <path
        key={ index }
        d={ paths[digit] }
        transform={ `translate(${ left + index * (DIGIT_BOX.width + GAP) + offset } ${ TOP + offset * 1.2 })` }
        fill="none"
        stroke={ stroke }
        strokeWidth={ strokeWidth }
        strokeLinecap="round"
        strokeLinejoin="round"
        opacity={ opacity }
      />
    ));

  return (
    <IllustrationFrame label={ `Error ${ digits.join('') }` } width={ width } colorPalette={ colorPalette }>
      { /* Backdrop pill so the digits do not float on the bare page background. */ }
      <rect x={ left - 28 } y={ TOP - 14 } width={ digitsWidth + 56 } height={ DIGIT_BOX.height + 34 } rx="58" fill={ PAINT.soft }/>
      <Sparkle x={ left - 22 } y={ TOP + 6 } size={ 9 }/>
      <Sparkle x={ left + digitsWidth + 26 } y={ TOP + 78 } size={ 7 }/>
      <circle cx={ left + digitsWidth + 18 } cy={ TOP - 4 } r="4" fill={ PAINT.accent }/>
      <circle cx={ left - 12 } cy={ TOP + 96 } r="3" fill={ PAINT.accent }/>
      { renderLayer(DIGIT_PATHS, DEPTH, PAINT.shade, STROKE) }
      { renderLayer(DIGIT_PATHS, 0, PAINT.main, STROKE) }
      { renderLayer(DIGIT_SHINE_PATHS, 0, PAINT.shine, 3.5, 0.5) }
    </IllustrationFrame>
  );
}
