// The URL is the path: every route's path is written in a file of server/api/routes, whose
// folder is the URL's prefix, and every file there is a route plugin (helpers live beside
// the tree). So a newcomer finds the code of any URL by its path.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SERVER = path.resolve(__dirname, '..');
const ROUTES = path.join(__dirname, 'routes');
/** Servers of their own, not the API: the local sign-in provider, the devnet's metadata server, the socket's transports. */
const OWN_SERVERS = [ 'account/localProvider', 'devnet', 'api/socket' ].map((folder) => path.join(SERVER, folder));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'test' ? [] : sourceFiles(file);
    return /\.ts$/.test(name) && !/\.(test|faults|bench)\.ts$/.test(name) && name !== 'testing.ts' ? [ file ] : [];
  });
}

/** `app.get(…)`, `app.route(…)`: a route declared in this file. */
const ROUTE_DECLARATION = /\b(?:app|fastify|instance|scope|server)\.(?:get|post|put|patch|delete|route)(?:<[^>]*>)?\(/;

describe('the routes tree', () => {
  it('holds every route the API declares', () => {
    const outside = sourceFiles(SERVER)
      .filter((file) => !file.startsWith(ROUTES) && !OWN_SERVERS.some((folder) => file.startsWith(folder)))
      .filter((file) => ROUTE_DECLARATION.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SERVER, file));
    expect(outside).toEqual([]);
  });

  it('holds only route plugins, each its own default export', () => {
    const files = sourceFiles(ROUTES);
    expect(files.length).toBeGreaterThan(40);
    const notPlugins = files.filter((file) => !/^export (default|\{ default \})/m.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(ROUTES, file));
    expect(notPlugins).toEqual([]);
  });
});
