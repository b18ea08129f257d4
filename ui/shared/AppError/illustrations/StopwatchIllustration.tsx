/**
 * A stopwatch whose elapsed-time arc has run almost all the way round, with speed lines
 * behind it: the picture for "too many requests, slow down".
 */
import React from 'react';

import IllustrationFrame, { PAINT } from './IllustrationFrame';
import Sparkle from './Sparkle';

const WIDTH = 320;
const C = { x: 170, y: 92, r: 52 };

/** Point at `deg` degrees clockwise from 12 o'clock on a circle of radius `r` around the dial. */
function polar(r: number, deg: number) {
  const rad = (deg - 90) * Math.PI / 180;
  return { x: C.x + r * Math.cos(rad), y: C.y + r * Math.sin(rad) };
}

/** Clockwise arc path from 12 o'clock to `deg`. */
function arcTo(r: number, deg: number) {
  const start = polar(r, 0);
  const end = polar(r, deg);
  const large = deg > 180 ? 1 : 0;
  return `M${ start.x } ${ start.y } A${ r } ${ r } 0 ${ large } 1 ${ end.x.toFixed(2) } ${ end.y.toFixed(2) }`;
}

const TICKS = Array.from({ length: 12 }, (_, index) => index * 30);
const ELAPSED_DEG = 300;

/** Stopwatch illustration for the rate-limit screen. */
export default function StopwatchIllustration({ colorPalette }: { colorPalette?: string }) {
  const hand = polar(30, ELAPSED_DEG);
  return (
    <IllustrationFrame label="Stopwatch" width={ WIDTH } colorPalette={ colorPalette }>
      <circle cx={ C.x } cy={ C.y } r="76" fill={ PAINT.soft }/>
      <Sparkle x={ 262 } y={ 36 } size={ 8 }/>
      <Sparkle x={ 256 } y={ 140 } size={ 6 }/>
      { /* Speed lines: the requests came in too fast. */ }
      <g stroke={ PAINT.accent } strokeWidth="7" strokeLinecap="round">
        <line x1="48" y1="70" x2="92" y2="70"/>
        <line x1="34" y1="94" x2="90" y2="94"/>
        <line x1="58" y1="118" x2="96" y2="118"/>
      </g>
      { /* Crown and side button, drawn behind the case. */ }
      <g fill={ PAINT.main }>
        <rect x={ C.x - 7 } y={ C.y - C.r - 18 } width="14" height="16"/>
        <rect x={ C.x - 17 } y={ C.y - C.r - 28 } width="34" height="13" rx="6.5"/>
        <rect x={ C.x + 36 } y={ C.y - C.r - 2 } width="20" height="11" rx="4" transform={ `rotate(45 ${ C.x + 46 } ${ C.y - C.r + 3 })` }/>
      </g>
      <circle cx={ C.x + 4 } cy={ C.y + 5 } r={ C.r } fill="none" stroke={ PAINT.shade } strokeWidth="12"/>
      <circle cx={ C.x } cy={ C.y } r={ C.r } fill={ PAINT.soft } stroke={ PAINT.main } strokeWidth="12"/>
      <g stroke={ PAINT.accent } strokeLinecap="round">
        { TICKS.map((deg) => {
          const outer = polar(42, deg);
          const inner = polar(deg % 90 === 0 ? 34 : 38, deg);
          return <line key={ deg } x1={ inner.x } y1={ inner.y } x2={ outer.x } y2={ outer.y } strokeWidth={ deg % 90 === 0 ? 4 : 3 }/>;
        }) }
      </g>
      <path d={ arcTo(24, ELAPSED_DEG) } fill="none" stroke={ PAINT.warm } strokeWidth="9" strokeLinecap="round" opacity="0.9"/>
      <line x1={ C.x } y1={ C.y } x2={ hand.x } y2={ hand.y } stroke={ PAINT.main } strokeWidth="6" strokeLinecap="round"/>
      <circle cx={ C.x } cy={ C.y } r="7" fill={ PAINT.main }/>
      <path
        d={ `M${ C.x - 40 } ${ C.y - 18 } A44 44 0 0 1 ${ C.x - 18 } ${ C.y - 40 }` }
        fill="none"
        stroke={ PAINT.shine }
        strokeWidth="4"
        strokeLinecap="round"
        opacity="0.6"
      />
    </IllustrationFrame>
  );
}
