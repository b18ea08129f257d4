/**
 * The last check on a drawing before it leaves: Graphviz escapes label text, and source
 * paths are restricted before drawing, so none of these should ever appear. If one does
 * (a sol2uml or Graphviz change), the drawing is refused, not cleaned up: a partial
 * sanitiser is easy to get wrong, and the frontend can show the error instead.
 */
import { VisualizerInputError } from './errors';

/** Scripts, embedded HTML, event handlers, links and external references. */
const ACTIVE_CONTENT = [
  /<\s*script/i,
  /<\s*foreignObject/i,
  /<\s*(iframe|embed|object|use|image|animate|set)\b/i,
  /\son[a-z]+\s*=/i,
  /\bhref\s*=/i,
  /javascript\s*:/i,
  /<!ENTITY/i,
];

/**
 * @throws {VisualizerInputError} when `svg` is not an SVG document or holds active content.
 */
export function assertInertSvg(svg: string): void {
  if (!/<svg[\s>]/.test(svg)) throw new VisualizerInputError('the diagram could not be drawn from these sources');
  if (ACTIVE_CONTENT.some((pattern) => pattern.test(svg))) {
    throw new VisualizerInputError('the diagram would hold active content (a script, link or event handler); refused');
  }
}
