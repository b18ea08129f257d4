/** @jest-environment node */
// The last guard on a drawing: anything active is refused, a plain Graphviz SVG passes.
import { VisualizerInputError } from './errors';
import { assertInertSvg } from './svg';

const PLAIN = '<svg width="10pt" height="10pt" xmlns="http://www.w3.org/2000/svg"><g id="node1" class="node"><text>Vault</text></g></svg>';

describe('assertInertSvg', () => {
  it('passes a plain drawing', () => {
    expect(() => assertInertSvg(PLAIN)).not.toThrow();
  });

  it.each([
    [ 'a script', '<svg><script>alert(1)</script></svg>' ],
    [ 'an event handler', '<svg onload="alert(1)"></svg>' ],
    [ 'a link', '<svg><a xlink:href="https://example.org"><text>x</text></a></svg>' ],
    [ 'a javascript: URL', '<svg><text>javascript:alert(1)</text></svg>' ],
    [ 'embedded HTML', '<svg><foreignObject><div/></foreignObject></svg>' ],
    [ 'an entity declaration', '<!DOCTYPE svg [<!ENTITY x "y">]><svg></svg>' ],
    [ 'no SVG at all', 'Error: syntax error in line 1' ],
  ])('refuses %s', (_name, svg) => {
    expect(() => assertInertSvg(svg)).toThrow(VisualizerInputError);
  });
});
