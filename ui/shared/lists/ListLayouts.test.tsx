import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

import type { ViewportGuess } from 'lib/next/viewportGuess';
import system from 'theme';
import { AppContextProvider } from 'ui/shared/layout/AppContext';

import { DesktopOnly, MobileOnly } from './ListLayouts';

let isDesktopViewport = true;
const listeners = new Set<() => void>();

beforeAll(() => {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      get matches() {
        return query.includes('min-width') ? isDesktopViewport : !isDesktopViewport;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }),
  });
});

beforeEach(() => {
  isDesktopViewport = true;
  listeners.clear();
});

function List({ viewport }: { viewport: ViewportGuess | null }) {
  return (
    <ChakraProvider value={ system }>
      <AppContextProvider value={{ navCollapsed: null, indexingAlertCookie: null, viewport }}>
        <DesktopOnly><table><tbody><tr><td>table row</td></tr></tbody></table></DesktopOnly>
        <MobileOnly><ul><li>card</li></ul></MobileOnly>
      </AppContextProvider>
    </ChakraProvider>
  );
}

describe('list layouts', () => {
  it('draw only the layout the server guessed for a phone', () => {
    const html = renderToString(<List viewport="mobile"/>);
    expect(html).toContain('card');
    expect(html).not.toContain('table row');
  });

  it('draw both layouts when the request said nothing about its device', () => {
    const html = renderToString(<List viewport={ null }/>);
    expect(html).toContain('card');
    expect(html).toContain('table row');
  });

  it('hydrate the server guess without a mismatch, then follow the real width', async() => {
    isDesktopViewport = true;
    const container = document.createElement('div');
    container.innerHTML = renderToString(<List viewport="mobile"/>);
    document.body.appendChild(container);
    const recoverableErrors: Array<unknown> = [];
    await act(async() => {
      hydrateRoot(container, <List viewport="mobile"/>, { onRecoverableError: (error) => recoverableErrors.push(error) });
    });
    expect(recoverableErrors).toEqual([]);
    expect(container.textContent).toContain('table row');
    expect(container.textContent).not.toContain('card');
    container.remove();
  });

  it('switch layouts when the window crosses the breakpoint', () => {
    render(<List viewport="desktop"/>);
    expect(screen.getByText('table row')).toBeTruthy();
    expect(screen.queryByText('card')).toBeNull();
    act(() => {
      isDesktopViewport = false;
      listeners.forEach((listener) => listener());
    });
    expect(screen.getByText('card')).toBeTruthy();
    expect(screen.queryByText('table row')).toBeNull();
  });
});
