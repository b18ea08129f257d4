/**
 * Downloads of a stats chart: its points as CSV (`date,value`, plus `date_to` for weeks,
 * months and years) and the drawn chart as a PNG. The PNG is the chart's own SVG drawn onto a
 * canvas, with the theme's colours written into it (the page's CSS does not travel with an
 * SVG image) and the card's background behind it. Loaded only when a download is asked for.
 */
import type { StatsLineChartPoint, StatsResolution } from 'types/api/statsService';

/** A CSV cell: quoted when it holds a comma, quote or line break (the values are the service's text). */
function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${ value.replace(/"/g, '""') }"` : value;
}

/** The CSV text of a chart's points, oldest first, with the values exactly as the API sent them. */
export function chartCsv(points: Array<StatsLineChartPoint>, resolution: StatsResolution): string {
  const withDateTo = resolution !== 'DAY';
  const header = withDateTo ? [ 'date', 'date_to', 'value' ] : [ 'date', 'value' ];
  const rows = [ ...points ]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((point) => (withDateTo ? [ point.date, point.date_to, point.value ] : [ point.date, point.value ]).map(csvCell).join(','));
  return [ header.join(','), ...rows ].join('\n') + '\n';
}

/**
 * `newTxns_day_2026-09-26_2026-11-25.csv`: the chart id, its resolution and the period the
 * points cover (the id is the service's; anything outside `[\w-]` is replaced).
 */
export function chartFileName(id: string, resolution: StatsResolution, points: Array<StatsLineChartPoint>, extension: 'csv' | 'png'): string {
  const dates = points.flatMap((point) => [ point.date, point.date_to || point.date ]).filter(Boolean).sort();
  const period = dates.length > 0 ? `_${ dates[0] }_${ dates[dates.length - 1] }` : '';
  return `${ id.replace(/[^\w-]/g, '_') }_${ resolution.toLowerCase() }${ period }.${ extension }`;
}

/** Hands a file to the browser's downloads through a temporary link. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download reads the blob after this task; free it once that surely happened.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export function saveChartCsv(id: string, resolution: StatsResolution, points: Array<StatsLineChartPoint>): void {
  saveFile(new Blob([ chartCsv(points, resolution) ], { type: 'text/csv;charset=utf-8' }), chartFileName(id, resolution, points, 'csv'));
}

/** Presentation properties an SVG image needs inline, since the page's stylesheets do not apply to it. */
const INLINED_STYLES = [
  'fill', 'fill-opacity', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-dasharray', 'stroke-linejoin', 'stroke-linecap',
  'opacity', 'font-family', 'font-size', 'font-weight', 'text-anchor', 'dominant-baseline',
] as const;

/** The first non-transparent background behind `element` (the card's, in the current colour mode). */
export function backgroundOf(element: Element): string {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const color = window.getComputedStyle(node).backgroundColor;
    if (color && color !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(color)) return color;
  }
  return '#ffffff';
}

/**
 * A standalone copy of a drawn chart: explicit size, computed colours and fonts written on
 * every element, and a background rectangle first.
 */
export function standaloneSvg(svg: SVGSVGElement, background: string): { markup: string; width: number; height: number } {
  const [ , , viewWidth, viewHeight ] = (svg.getAttribute('viewBox') ?? '').split(/\s+/).map(Number);
  const box = svg.getBoundingClientRect();
  const width = Math.round(viewWidth || box.width || 640);
  const height = Math.round(viewHeight || box.height || 220);
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const sources = [ svg, ...Array.from(svg.querySelectorAll('*')) ];
  const targets = [ copy, ...Array.from(copy.querySelectorAll('*')) ];
  sources.forEach((source, index) => {
    const target = targets[index];
    const style = window.getComputedStyle(source);
    const inline = INLINED_STYLES.map((name) => [ name, style.getPropertyValue(name) ] as const).filter(([ , value ]) => value);
    target.removeAttribute('class');
    target.setAttribute('style', inline.map(([ name, value ]) => `${ name }:${ value }`).join(';'));
  });
  // No xmlns attribute here: the serializer writes the SVG namespace itself, and twice is an error.
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  const backdrop = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
  backdrop.setAttribute('width', '100%');
  backdrop.setAttribute('height', '100%');
  backdrop.setAttribute('fill', background);
  copy.insertBefore(backdrop, copy.firstChild);
  return { markup: new XMLSerializer().serializeToString(copy), width, height };
}

/** Draws the chart at twice its size (sharp on dense screens) and saves it as a PNG. */
export async function saveChartPng(svg: SVGSVGElement, fileName: string): Promise<void> {
  const { markup, width, height } = standaloneSvg(svg, backgroundOf(svg));
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${ encodeURIComponent(markup) }`;
  await image.decode();
  const scale = 2;
  const canvas = document.createElement('canvas');
  canvas.width = width * scale;
  canvas.height = height * scale;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the chart into an image.');
  context.scale(scale, scale);
  context.drawImage(image, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The chart image could not be made.');
  saveFile(blob, fileName);
}
