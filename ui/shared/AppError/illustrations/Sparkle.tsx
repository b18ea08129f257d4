/** Small decorative shapes shared by the error illustrations. */
import React from 'react';

import { PAINT } from './IllustrationFrame';

export interface SparkleProps {
  x: number;
  y: number;
  /** Distance from the centre to each of the four points. */
  size: number;
  fill?: string;
}

/** Four-pointed star with curved sides, centred on (x, y). */
export default function Sparkle({ x, y, size, fill = PAINT.accent }: SparkleProps) {
  const pinch = size / 4;
  const d = [
    `M${ x } ${ y - size }`,
    `Q${ x + pinch } ${ y - pinch } ${ x + size } ${ y }`,
    `Q${ x + pinch } ${ y + pinch } ${ x } ${ y + size }`,
    `Q${ x - pinch } ${ y + pinch } ${ x - size } ${ y }`,
    `Q${ x - pinch } ${ y - pinch } ${ x } ${ y - size }`,
    'Z',
  ].join(' ');
  return <path d={ d } fill={ fill }/>;
}
