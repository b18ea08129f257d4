/**
 * A chain snapped in the middle, both halves sagging, with sparks at the break: the picture for
 * a block that was dropped by a chain reorganisation.
 */
import React from 'react';

import IllustrationFrame, { PAINT } from './IllustrationFrame';
import Sparkle from './Sparkle';

const WIDTH = 320;
const MID = WIDTH / 2;
const Y = 78;
const LINK_STROKE = 12;

/**
 * Left half of the chain, drawn once and mirrored for the right half: a whole face-on link,
 * an edge-on link threaded through it, and the open half of the link that broke.
 */
function ChainHalf({ stroke }: { stroke: string }) {
  return (
    <g fill="none" stroke={ stroke } strokeWidth={ LINK_STROKE } strokeLinecap="round" strokeLinejoin="round">
      <rect x="22" y={ Y - 22 } width="88" height="44" rx="22"/>
      <line x1="94" y1={ Y } x2="138" y2={ Y } strokeWidth="15"/>
      { /* The broken link: its right end is missing, the tips bent apart. */ }
      <path d={ `M150 ${ Y - 26 } L144 ${ Y - 22 } A22 22 0 0 0 144 ${ Y + 22 } L151 ${ Y + 19 }` }/>
    </g>
  );
}

/** Both halves, each tilted down towards the break. */
function Chain({ stroke, dx = 0, dy = 0 }: { stroke: string; dx?: number; dy?: number }) {
  return (
    <g transform={ `translate(${ dx } ${ dy })` }>
      <g transform={ `rotate(9 24 ${ Y })` }>
        <ChainHalf stroke={ stroke }/>
      </g>
      <g transform={ `translate(${ WIDTH } 0) scale(-1 1) rotate(9 24 ${ Y })` }>
        <ChainHalf stroke={ stroke }/>
      </g>
    </g>
  );
}

/** Broken chain link illustration for the reorg screen. */
export default function BrokenChainIllustration({ colorPalette }: { colorPalette?: string }) {
  const sparkY = Y + 22;
  return (
    <IllustrationFrame label="Broken chain link" width={ WIDTH } colorPalette={ colorPalette }>
      <circle cx={ MID } cy={ Y + 12 } r="66" fill={ PAINT.soft }/>
      <Sparkle x={ 40 } y={ 28 } size={ 8 }/>
      <Sparkle x={ 284 } y={ 134 } size={ 7 }/>
      <circle cx={ 290 } cy={ 34 } r="4" fill={ PAINT.accent }/>
      <Chain stroke={ PAINT.shade } dx={ 4 } dy={ 6 }/>
      <Chain stroke={ PAINT.main }/>
      { /* Sparks flying up from the break and small fragments falling below it. */ }
      <g stroke={ PAINT.warm } strokeWidth="4" strokeLinecap="round">
        <line x1={ MID } y1={ sparkY - 18 } x2={ MID } y2={ sparkY - 34 }/>
        <line x1={ MID - 12 } y1={ sparkY - 13 } x2={ MID - 23 } y2={ sparkY - 25 }/>
        <line x1={ MID + 12 } y1={ sparkY - 13 } x2={ MID + 23 } y2={ sparkY - 25 }/>
      </g>
      <g fill={ PAINT.warm }>
        <path d={ `M${ MID - 6 } ${ sparkY + 16 } l8 -3 l-2 8 Z` }/>
        <path d={ `M${ MID + 8 } ${ sparkY + 28 } l6 1 l-4 5 Z` }/>
        <circle cx={ MID - 10 } cy={ sparkY + 36 } r="2.5"/>
      </g>
    </IllustrationFrame>
  );
}
