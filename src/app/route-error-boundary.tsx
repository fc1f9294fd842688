import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './route-error-page';

interface RouteErrorBoundaryProps {
  /** A new value (the next path) clears a caught error, so navigating away recovers. */
  resetKey: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  error: unknown;
  caughtAt: string | null;
}

/**
 * Catches a page that throws or whose chunk fails to load. React offers error boundaries only as
 * class components; this is the router's `errorElement` for the declarative router we use.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { error: null, caughtAt: null };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    if (state.caughtAt === null && state.error !== null) return { caughtAt: props.resetKey };
    if (state.caughtAt !== null && state.caughtAt !== props.resetKey) return { error: null, caughtAt: null };
    return null;
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteErrorPage error={this.state.error} />;
  }
}
