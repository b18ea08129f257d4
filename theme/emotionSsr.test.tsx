/** @jest-environment node */
import { Box, ChakraProvider, Text } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import React from 'react';
import { renderToString } from 'react-dom/server';

import system from 'theme';

import { collectStyleChunks, createServerEmotionCache } from './emotionSsr';

function renderPage() {
  const cache = createServerEmotionCache();
  const html = renderToString(
    <CacheProvider value={ cache }>
      <ChakraProvider value={ system }>
        <Box color="red.500" p="3"><Text fontWeight={ 700 }>hello</Text></Box>
      </ChakraProvider>
    </CacheProvider>,
  );
  return { html, chunks: collectStyleChunks(cache, html) };
}

describe('emotion styles on the server', () => {
  it('leave no style elements in the body', () => {
    const { html } = renderPage();
    expect(html).toContain('hello');
    expect(html).not.toContain('<style');
  });

  it('gather the rules of every class the HTML uses in one chunk the browser cache adopts', () => {
    const { html, chunks } = renderPage();
    const classChunk = chunks.find((chunk) => chunk.key === 'css');
    const usedIds = [ ...html.matchAll(/class="[^"]*css-([\w-]+)/g) ].map((match) => match[1]);
    expect(usedIds.length).toBeGreaterThan(0);
    expect(classChunk?.ids).toEqual(expect.arrayContaining(usedIds));
    for (const id of usedIds) expect(classChunk?.css).toContain(`.css-${ id }`);
    expect(classChunk?.css).toContain('font-weight');
  });

  it('cannot be closed early by a value that contains </style>', () => {
    const cache = createServerEmotionCache();
    const html = renderToString(
      <CacheProvider value={ cache }>
        <ChakraProvider value={ system }>
          <Box css={{ '&::after': { content: '"</style><script>alert(1)</script>"' } }}>x</Box>
        </ChakraProvider>
      </CacheProvider>,
    );
    const css = collectStyleChunks(cache, html).map((chunk) => chunk.css).join('');
    expect(css).toContain('alert(1)');
    expect(css.toLowerCase()).not.toContain('</style');
  });

  it('keep the theme\'s global styles as blocks of their own', () => {
    const { chunks } = renderPage();
    const globals = chunks.filter((chunk) => chunk.key === 'css-global');
    expect(globals.length).toBeGreaterThan(0);
    expect(globals.every((chunk) => chunk.ids.length === 1)).toBe(true);
    expect(globals.map((chunk) => chunk.css).join('')).toContain('--chakra-');
  });
});
