/** @jest-environment node */
// Source code colours against the code viewer's background (bg.sidebar), in both modes:
// WCAG's 4.5:1 for text of the viewer's 11-12 px.
import { COLORS, LINE_NUMBER_COLOR } from 'ui/address/contract/code/SourceViewer';

import system from './index';

type Condition = 'base' | '_dark';
type TokenValue = { value: string | Record<Condition, string> };

const config = (system as unknown as { _config: { theme: { tokens: { colors: Record<string, Record<string, TokenValue>> };
  semanticTokens: { colors: Record<string, TokenValue> } } } })._config.theme;

/** A colour token's hex in `mode`: semantic values by condition, `{colors.x.y}` references followed. */
function hex(name: string, mode: Condition): string {
  const semantic = config.semanticTokens.colors[name];
  if (semantic) return hex(typeof semantic.value === 'string' ? semantic.value : semantic.value[mode], mode);
  const reference = /^\{colors\.([\w.]+)\}$/.exec(name)?.[1] ?? name;
  const [ palette, shade ] = reference.split('.');
  const token = config.tokens.colors[palette]?.[shade];
  if (token) return hex(token.value as string, mode);
  return reference === name ? name : hex(reference, mode);
}

function luminance(color: string): number {
  const channels = [ 1, 3, 5 ].map((index) => parseInt(color.slice(index, index + 2), 16) / 255)
    .map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4));
  return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2];
}

function contrast(a: string, b: string): number {
  const [ light, dark ] = [ luminance(a), luminance(b) ].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe('code viewer colours', () => {
  for (const mode of [ 'base', '_dark' ] as const) {
    it.each([ ...Object.entries(COLORS).filter(([ , color ]) => color), [ 'line numbers', LINE_NUMBER_COLOR ] ] as Array<[ string, string ]>)(
      `%s (%s) reads at 4.5:1 or better on the viewer's background (${ mode === 'base' ? 'light' : 'dark' })`, (_, token) => {
        const background = hex('bg.sidebar', mode);
        const color = hex(token, mode);
        expect(color).toMatch(/^#[0-9a-f]{6}$/i);
        expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5);
      });
  }
});
