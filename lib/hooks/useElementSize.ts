/**
 * The size of an element, followed as it resizes; `fallback` until it is measured (the
 * server render, jsdom) and for a side that measures 0 (not laid out yet).
 */
import React from 'react';

export interface ElementSize {
  width: number;
  height: number;
}

export default function useElementSize(ref: React.RefObject<HTMLElement | null>, fallback: ElementSize): ElementSize {
  const [ size, setSize ] = React.useState(fallback);
  React.useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setSize((current) => {
      const width = element.clientWidth > 0 ? element.clientWidth : current.width;
      const height = element.clientHeight > 0 ? element.clientHeight : current.height;
      return width === current.width && height === current.height ? current : { width, height };
    });
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ ref ]);
  return size;
}
