/** @jest-environment node */
import { Writable } from 'node:stream';

import React from 'react';
import { renderToPipeableStream } from 'react-dom/server';

import HydrateLater from './HydrateLater';

/** Streams like Next's server render does and collects the HTML. */
function renderStreaming(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        html += chunk.toString();
        callback();
      },
    });
    sink.on('finish', () => resolve(html));
    const stream = renderToPipeableStream(element, { onShellReady: () => stream.pipe(sink), onShellError: reject });
  });
}

describe('HydrateLater on the server', () => {
  it('keeps a large page inline in the HTML instead of streaming it hidden for a script to reveal', async() => {
    // Well above React's progressive chunk size (12.8 kB), past which a Suspense boundary is streamed out of order.
    const rows = Array.from({ length: 400 }, (_, index) => <li key={ index }>{ `row ${ index } of the transactions list` }</li>);
    const html = await renderStreaming(<main><h1>Shell</h1><HydrateLater><ul>{ rows }</ul></HydrateLater></main>);
    expect(html).toContain('row 399 of the transactions list');
    expect(html).not.toMatch(/<div hidden id="S:/);
    expect(html).not.toContain('$RC');
    expect(html.indexOf('row 0 ')).toBeLessThan(html.indexOf('</main>'));
  });
});
