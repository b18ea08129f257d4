/**
 * React error boundary for page content: shows the matching error screen for anything thrown
 * while rendering, reports it to monitoring, and clears itself when `resetKeys` change (pass
 * the route so navigating away from a broken page recovers).
 */
import React from 'react';

import reportError from 'lib/monitoring/reportError';

import AppErrorPage from './LazyAppErrorPage';

export interface ErrorBoundaryProps {
  children: React.ReactNode;
  /** Values that reset the boundary when any of them changes, e.g. `[ router.asPath ]`. */
  resetKeys?: ReadonlyArray<unknown>;
  /** Custom fallback; defaults to `AppErrorPage`. */
  fallback?: (error: unknown, reset: () => void) => React.ReactNode;
  /** Extra monitoring context, e.g. `{ page: 'tx' }`. */
  context?: Record<string, unknown>;
}

interface ErrorBoundaryState {
  hasError: boolean;
  error: unknown;
}

function keysChanged(prev: ReadonlyArray<unknown> = [], next: ReadonlyArray<unknown> = []): boolean {
  return prev.length !== next.length || prev.some((item, index) => !Object.is(item, next[index]));
}

/** Catches render errors below it and renders the error screen instead. */
export default class ErrorBoundary extends React.Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { hasError: false, error: undefined };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { hasError: true, error };
  }

  componentDidCatch(error: unknown, info: React.ErrorInfo) {
    reportError(error, { ...this.props.context, source: 'ErrorBoundary', componentStack: info.componentStack });
  }

  componentDidUpdate(prevProps: ErrorBoundaryProps) {
    if (this.state.hasError && keysChanged(prevProps.resetKeys, this.props.resetKeys)) {
      this.reset();
    }
  }

  reset = () => {
    this.setState({ hasError: false, error: undefined });
  };

  render() {
    if (!this.state.hasError) {
      return this.props.children;
    }
    if (this.props.fallback) {
      return this.props.fallback(this.state.error, this.reset);
    }
    return <AppErrorPage error={ this.state.error }/>;
  }
}
