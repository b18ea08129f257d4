/** @jest-environment node */
// The app ships no web font: its stacks must name only system faces, and none that a page's
// lazily loaded stylesheet defines with @font-face (GraphiQL's Roboto once restyled the whole
// shell on /graphiql, and "Inter" was named but never shipped).
import fs from 'node:fs';
import path from 'node:path';

import { FONT_STACKS } from './index';

/** Stylesheets that pages import from packages (GraphiQL on /graphiql, Swagger UI on /api-docs). */
const packageFile = (name: string, file: string) => path.join(path.dirname(require.resolve(`${ name }/package.json`)), file);
const BUNDLED_STYLESHEETS = [ packageFile('graphiql', 'dist/style.css'), packageFile('swagger-ui-dist', 'swagger-ui.css') ];

const families = (stack: string) => stack.split(',').map((name) => name.trim().replace(/^"|"$/g, '').toLowerCase());

function fontFaceFamilies(file: string): Set<string> {
  const css = fs.readFileSync(file, 'utf8');
  return new Set([ ...css.matchAll(/@font-face\s*\{[^}]*?font-family:\s*["']?([^;"'}]+)/g) ].map((match) => match[1].trim().toLowerCase()));
}

describe('font stacks', () => {
  it.each(BUNDLED_STYLESHEETS)('name no family that %s defines', (file) => {
    expect(fs.existsSync(file)).toBe(true);
    const defined = fontFaceFamilies(file);
    for (const stack of Object.values(FONT_STACKS)) {
      expect(families(stack).filter((family) => defined.has(family))).toEqual([]);
    }
  });

  it('name no web font the app does not ship', () => {
    const shipped = fs.existsSync('public/fonts') ? fs.readdirSync('public/fonts') : [];
    expect(shipped).toEqual([]);
    for (const stack of Object.values(FONT_STACKS)) {
      expect(families(stack)).not.toEqual(expect.arrayContaining([ 'inter' ]));
      expect(families(stack)).not.toEqual(expect.arrayContaining([ 'jetbrains mono' ]));
    }
  });
});
