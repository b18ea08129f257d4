/**
 * Picks an item of a Chakra (Zag) menu in jsdom the way a mouse does: the item is highlighted
 * by the pointer before the click selects it (a bare click selects nothing).
 */
import { act, fireEvent, screen } from '@testing-library/react';

// jsdom has no PointerEvent; a MouseEvent carries what the menu and the chart read.
if (typeof window.PointerEvent === 'undefined') {
  Object.defineProperty(window, 'PointerEvent', { value: class PointerEvent extends MouseEvent {} });
}
// Chakra's menu positions itself with ResizeObserver, which jsdom lacks.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

export async function pickMenuItem(trigger: HTMLElement, name: string): Promise<void> {
  fireEvent.click(trigger);
  const item = await screen.findByRole('menuitem', { name });
  fireEvent.pointerMove(item, { pointerType: 'mouse' });
  fireEvent.pointerDown(item, { pointerType: 'mouse' });
  // The menu settles its highlight in an animation frame.
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  fireEvent.click(item);
}
