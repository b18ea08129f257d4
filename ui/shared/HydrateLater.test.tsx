import { act, fireEvent } from '@testing-library/react';
import React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

import HydrateLater from './HydrateLater';

function Counter() {
  const [ count, setCount ] = React.useState(0);
  return <button type="button" onClick={ () => setCount((value) => value + 1) }>{ `clicked ${ count }` }</button>;
}

function Page() {
  return <main><h1>Shell</h1><HydrateLater><Counter/></HydrateLater></main>;
}

describe('HydrateLater', () => {
  it('hydrates its content from the server HTML without a mismatch, and the content then responds', async() => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page/>);
    document.body.appendChild(container);
    const serverButton = container.querySelector('button');
    const errors: Array<unknown> = [];
    await act(async() => {
      hydrateRoot(container, <Page/>, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    // The server's node is kept, not replaced by a client render.
    expect(container.querySelector('button')).toBe(serverButton);
    fireEvent.click(serverButton as HTMLButtonElement);
    expect(container.querySelector('button')?.textContent).toBe('clicked 1');
    container.remove();
  });
});
