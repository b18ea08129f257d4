import { screen } from '@testing-library/react';
import React from 'react';

import { fakeResponse, mockFetch, resetTestConfig, setTestConfig } from 'lib/api/testUtils';
import { renderWithAddressData } from 'mocks/address/render';
import { txsList } from 'mocks/txs/txs';
import GraphiQLPage, { LOADING_TEXT } from 'ui/pages/GraphiQL';

// GraphiQL itself (a megabyte of editor code) must reach this page only through `next/dynamic`:
// a static import anywhere on the way would load it here and fail the whole file.
jest.mock('graphiql', () => {
  throw new Error('graphiql was imported statically');
});

const mockEditorModuleLoaded = jest.fn();
jest.mock('ui/graphiql/GraphiQLEditor', () => {
  mockEditorModuleLoaded();
  return { __esModule: true, default: () => null };
});

// The dynamic import is not resolved in jsdom: the stub shows what the editor would be given.
// (The page calls `dynamic` as it is imported, before this file's own constants exist.)
jest.mock('next/dynamic', () => {
  const registered: Array<{ loader: () => Promise<unknown>; options: { ssr?: boolean } }> = [];
  return {
    __esModule: true,
    registered,
    default: (loader: () => Promise<unknown>, options: { ssr?: boolean }) => {
      registered.push({ loader, options });
      return function EditorStub(props: { url: string; defaultQuery: string; theme: string }) {
        return <pre data-testid="graphiql-editor">{ JSON.stringify(props) }</pre>;
      };
    },
  };
});

const mockTheme = { resolvedTheme: 'light' };
jest.mock('next-themes', () => ({ useTheme: () => mockTheme }));

const CONFIGURED_HASH = `0x${ '5a'.repeat(32) }`;
const API = { NEXT_PUBLIC_API_HOST: 'api.example.org', NEXT_PUBLIC_API_PORT: '8443', NEXT_PUBLIC_API_PROTOCOL: 'https', NEXT_PUBLIC_GRAPHQL_ENABLED: 'true' };

/** What the page hands to GraphiQL, once it shows the editor. */
async function editorProps(): Promise<{ url: string; defaultQuery: string; theme: string }> {
  return JSON.parse((await screen.findByTestId('graphiql-editor')).textContent!);
}

describe('/graphiql', () => {
  afterEach(() => {
    resetTestConfig();
    mockTheme.resolvedTheme = 'light';
  });

  it('opens with a query for the configured transaction, against this instance\'s GraphQL endpoint', async() => {
    setTestConfig({ ...API, NEXT_PUBLIC_GRAPHIQL_TRANSACTION: CONFIGURED_HASH });
    const fetch = mockFetch();
    renderWithAddressData(<GraphiQLPage/>, '', []);

    expect(screen.getByTestId('page-title').textContent).toBe('GraphQL playground');
    const props = await editorProps();
    expect(props.url).toBe('https://api.example.org:8443/api/v1/graphql');
    expect(props.theme).toBe('light');
    expect(props.defaultQuery).toContain(`transaction(\n    hash: "${ CONFIGURED_HASH }"\n  )`);
    // With a configured hash the newest transactions are not asked for.
    expect(fetch).not.toHaveBeenCalled();
  });

  it('without a configured transaction, waits for the newest one of the chain and opens with it', async() => {
    setTestConfig(API);
    let answer: (response: Response) => void = () => {};
    const fetch = mockFetch((url) => {
      expect(url).toBe('https://api.example.org:8443/api/v2/main-page/transactions');
      return new Promise((resolve) => { answer = resolve; });
    });
    renderWithAddressData(<GraphiQLPage/>, '', []);

    // GraphiQL takes its query once, so it is not shown before the hash is known.
    const loading = await screen.findByTestId('graphiql-loading');
    // Said in words, not only a grey box, while the playground's code and the hash arrive.
    expect(loading.getAttribute('role')).toBe('status');
    expect(loading.textContent).toBe(LOADING_TEXT);
    expect(screen.queryByTestId('graphiql-editor')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);

    answer(fakeResponse({ body: txsList }));
    expect((await editorProps()).defaultQuery).toContain(`hash: "${ txsList[0].hash }"`);
  });

  it('on a chain without transactions, opens with a placeholder hash in the dark theme', async() => {
    setTestConfig(API);
    mockTheme.resolvedTheme = 'dark';
    mockFetch(async() => fakeResponse({ body: [] }));
    renderWithAddressData(<GraphiQLPage/>, '', []);

    const props = await editorProps();
    expect(props.theme).toBe('dark');
    expect(props.defaultQuery).toContain(`hash: "0x${ '0'.repeat(64) }"`);
  });

  it('loads the editor in the browser only, through its own chunk', async() => {
    const { registered } = jest.requireMock<{ registered: Array<{ loader: () => Promise<{ default: unknown }>; options: { ssr?: boolean } }> }>(
      'next/dynamic');
    expect(registered).toHaveLength(1);
    expect(registered[0].options.ssr).toBe(false);
    expect(mockEditorModuleLoaded).not.toHaveBeenCalled();
    const editorModule = await registered[0].loader();
    expect(mockEditorModuleLoaded).toHaveBeenCalledTimes(1);
    expect(typeof editorModule.default).toBe('function');
  });
});
