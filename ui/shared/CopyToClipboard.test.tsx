import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import React from 'react';

import CopyToClipboard, { COPY_CONFIRMATION_MS } from './CopyToClipboard';

function renderCopy(props: Partial<React.ComponentProps<typeof CopyToClipboard>> = {}) {
  return render(
    <ChakraProvider value={ defaultSystem }>
      <CopyToClipboard text="0xabc" { ...props }/>
    </ChakraProvider>,
  );
}

/** Clicks the button and lets the clipboard promise settle. */
async function clickCopy() {
  await act(async() => {
    fireEvent.click(screen.getByRole('button', { name: 'Copy to clipboard' }));
  });
}

function setClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

describe('CopyToClipboard', () => {
  const execCommand = jest.fn();

  beforeAll(() => {
    // jsdom has no execCommand; the component falls back to it without a Clipboard API.
    Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
  });

  beforeEach(() => {
    jest.useFakeTimers();
  });

  afterEach(() => {
    jest.useRealTimers();
    setClipboard(undefined);
  });

  it('copies the exact text and confirms for exactly 1000 ms', async() => {
    const writeText = jest.fn(() => Promise.resolve());
    setClipboard(writeText);
    renderCopy();
    expect(screen.queryByText('Copied')).not.toBeInTheDocument();

    await clickCopy();
    expect(writeText).toHaveBeenCalledWith('0xabc');
    expect(screen.getByText('Copied')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(COPY_CONFIRMATION_MS - 1));
    expect(screen.getByText('Copied')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Copied')).not.toBeInTheDocument();
    expect(COPY_CONFIRMATION_MS).toBe(1000);
  });

  it('keeps its accessible label while confirming', async() => {
    setClipboard(() => Promise.resolve());
    renderCopy();

    await clickCopy();
    expect(screen.getByRole('button', { name: 'Copy to clipboard' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
  });

  it('restarts the confirmation period on a second copy', async() => {
    setClipboard(() => Promise.resolve());
    renderCopy();

    await clickCopy();
    act(() => jest.advanceTimersByTime(600));
    await clickCopy();
    act(() => jest.advanceTimersByTime(600));
    expect(screen.getByText('Copied')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(400));
    expect(screen.queryByText('Copied')).not.toBeInTheDocument();
  });

  it('falls back to execCommand when the Clipboard API is missing', async() => {
    setClipboard(undefined);
    execCommand.mockReturnValue(true);
    renderCopy();

    await clickCopy();
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(screen.getByText('Copied')).toBeInTheDocument();
  });

  it('does not claim success when copying fails', async() => {
    setClipboard(() => Promise.reject(new Error('denied')));
    execCommand.mockReturnValue(false);
    const onCopy = jest.fn();
    renderCopy({ onCopy });

    await clickCopy();
    expect(screen.queryByText('Copied')).not.toBeInTheDocument();
    expect(onCopy).not.toHaveBeenCalled();
  });

  it('calls onCopy after a successful copy', async() => {
    setClipboard(() => Promise.resolve());
    const onCopy = jest.fn();
    renderCopy({ onCopy });

    await clickCopy();
    expect(onCopy).toHaveBeenCalledTimes(1);
  });

  it('renders nothing while loading', () => {
    renderCopy({ isLoading: true });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
