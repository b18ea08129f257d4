import type { DocumentContext } from 'next/document';

import { resetTestConfig, setTestConfig } from 'lib/api/testUtils';

import AppDocument from './_document';

/** A page request as the document sees it, with a response that records a redirect. */
function pageRequest(host: string, url: string) {
  const res = { statusCode: 200, headers: {} as Record<string, unknown>, ended: false,
    setHeader(name: string, value: unknown) { this.headers[name.toLowerCase()] = value; },
    end() { this.ended = true; } };
  const renderPage = jest.fn(async() => ({ html: '<div></div>', head: [] }));
  // Next's own getInitialProps renders the page through ctx.renderPage.
  const ctx = { req: { headers: { host }, url }, res, renderPage, pathname: '/blocks', query: {}, asPath: url, AppTree: () => null,
    defaultGetInitialProps: async(context: DocumentContext) => ({ html: (await context.renderPage()).html }) } as unknown as DocumentContext;
  return { ctx, res, renderPage };
}

beforeEach(() => setTestConfig({ NEXT_PUBLIC_APP_HOST: 'localhost', NEXT_PUBLIC_APP_PORT: '3000' }));
afterEach(() => resetTestConfig());

describe('a page requested on another loopback name than the explorer\'s', () => {
  it('is redirected to the explorer\'s own origin, path and query kept, before it renders', async() => {
    const { ctx, res, renderPage } = pageRequest('127.0.0.1:3000', '/blocks?page=2');
    const props = await AppDocument.getInitialProps(ctx);
    expect(res.statusCode).toBe(307);
    expect(res.headers.location).toBe('http://localhost:3000/blocks?page=2');
    // An empty page for Next to finish the response with (one it ended here would make Next fail reading its styles).
    expect(props).toMatchObject({ html: '', styles: [] });
    expect(res.ended).toBe(false);
    expect(renderPage).not.toHaveBeenCalled();
  });

  it('stays on the explorer\'s origin whatever the path says', async() => {
    const { ctx, res } = pageRequest('127.0.0.1:3000', '//evil.example/x');
    await AppDocument.getInitialProps(ctx);
    expect(new URL(String(res.headers.location)).origin).toBe('http://localhost:3000');
  });

  it('leaves a deployment with a public host alone', async() => {
    setTestConfig({ NEXT_PUBLIC_APP_HOST: 'explorer.example.org', NEXT_PUBLIC_APP_PORT: '3000' });
    const { ctx, res, renderPage } = pageRequest('127.0.0.1:3000', '/blocks');
    await AppDocument.getInitialProps(ctx);
    expect(res.headers.location).toBeUndefined();
    expect(renderPage).toHaveBeenCalled();
  });

  it.each([
    [ 'the explorer\'s own host', 'localhost:3000' ],
    [ 'a Host that only starts like a loopback name', 'localhost:3000@evil.example' ],
    [ 'another port (a different server)', '127.0.0.1:8080' ],
    [ 'a host that is not loopback', 'explorer.example.org' ],
  ])('renders as usual on %s', async(_, host) => {
    const { ctx, res, renderPage } = pageRequest(host, '/blocks');
    await AppDocument.getInitialProps(ctx);
    expect(res.statusCode).toBe(200);
    expect(res.headers.location).toBeUndefined();
    expect(renderPage).toHaveBeenCalled();
  });
});
