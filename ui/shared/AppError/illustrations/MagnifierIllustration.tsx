/**
 * A magnifying glass over a transaction card, with a question mark in the lens: the picture
 * for a transaction hash that cannot be found.
 */
import React from 'react';

import IllustrationFrame, { PAINT } from './IllustrationFrame';
import Sparkle from './Sparkle';

const WIDTH = 320;
const LENS = { cx: 168, cy: 76, r: 42 };

/** Faint transaction card behind the lens: a hash line and a few field rows. */
function TxCard() {
  return (
    <g>
      <rect x="52" y="26" width="190" height="112" rx="16" fill={ PAINT.soft }/>
      <g stroke={ PAINT.accent } strokeWidth="7" strokeLinecap="round" opacity="0.8">
        <line x1="74" y1="52" x2="150" y2="52"/>
        <line x1="74" y1="76" x2="120" y2="76"/>
        <line x1="74" y1="98" x2="136" y2="98"/>
        <line x1="74" y1="118" x2="108" y2="118"/>
      </g>
    </g>
  );
}

/** Magnifier illustration for the "transaction not found" screen. */
export default function MagnifierIllustration({ colorPalette }: { colorPalette?: string }) {
  const { cx, cy, r } = LENS;
  return (
    <IllustrationFrame label="Magnifying glass" width={ WIDTH } colorPalette={ colorPalette }>
      <TxCard/>
      <Sparkle x={ 36 } y={ 40 } size={ 8 }/>
      <Sparkle x={ 272 } y={ 30 } size={ 7 }/>
      <circle cx="282" cy="112" r="4" fill={ PAINT.accent }/>
      { /* Handle first so the rim overlaps its joint. */ }
      <g strokeLinecap="round">
        <line x1={ cx + 34 } y1={ cy + 38 } x2={ cx + 72 } y2={ cy + 76 } stroke={ PAINT.shade } strokeWidth="20"/>
        <line x1={ cx + 30 } y1={ cy + 30 } x2={ cx + 68 } y2={ cy + 68 } stroke={ PAINT.main } strokeWidth="20"/>
        <line x1={ cx + 28 } y1={ cy + 28 } x2={ cx + 38 } y2={ cy + 38 } stroke={ PAINT.shade } strokeWidth="14"/>
      </g>
      <circle cx={ cx + 4 } cy={ cy + 5 } r={ r } fill="none" stroke={ PAINT.shade } strokeWidth="12"/>
      <circle cx={ cx } cy={ cy } r={ r } fill={ PAINT.soft } fillOpacity="0.85" stroke={ PAINT.main } strokeWidth="12"/>
      { /* Question mark inside the glass. */ }
      <path
        d={ `M${ cx - 12 } ${ cy - 10 } C${ cx - 12 } ${ cy - 21 } ${ cx - 5 } ${ cy - 26 } ${ cx + 2 } ${ cy - 26 } C${ cx + 11 } ${ cy - 26 } ${ cx + 16 } ${ cy - 20 } ${ cx + 16 } ${ cy - 12 } C${ cx + 16 } ${ cy - 2 } ${ cx + 2 } ${ cy } ${ cx + 2 } ${ cy + 10 }` }
        fill="none"
        stroke={ PAINT.main }
        strokeWidth="9"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx={ cx + 2 } cy={ cy + 25 } r="5.5" fill={ PAINT.main }/>
      { /* Glare on the glass. */ }
      <path
        d={ `M${ cx - 30 } ${ cy - 6 } A31 31 0 0 1 ${ cx - 8 } ${ cy - 30 }` }
        fill="none"
        stroke={ PAINT.shine }
        strokeWidth="4"
        strokeLinecap="round"
        opacity="0.7"
      />
    </IllustrationFrame>
  );
}
