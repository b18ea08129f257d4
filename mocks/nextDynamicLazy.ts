/**
 * `next/dynamic` as it behaves in the browser, for component tests: the chunk is imported when
 * first rendered (React.lazy). Use as `jest.mock('next/dynamic', () => ({ __esModule: true, default: jest.requireActual('mocks/nextDynamicLazy').default }))`.
 */
import { createElement, lazy, Suspense, type ComponentType } from 'react';

export default function dynamic(loader: () => Promise<{ default: ComponentType<object> }>) {
  const Lazy = lazy(loader);
  return function Dynamic(props: object) {
    return createElement(Suspense, { fallback: null }, createElement(Lazy, props));
  };
}
