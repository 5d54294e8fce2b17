import { Container, Title } from '@mantine/core';
import { Component } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ErrorState } from '../components/ErrorState';

/**
 * A screen that failed to load (its chunk timed out or is gone after a deploy) or threw while
 * rendering. Reloading fetches the current chunks. Unknown paths never get here: the `*` route
 * shows the not-found screen.
 */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={64} ta="center">
      <Title order={1}>{t('routeError.title')}</Title>
      <ErrorState
        message={t('routeError.message')}
        retryLabel={t('routeError.reload')}
        onRetry={() => window.location.reload()}
      />
    </Container>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** The location the error belongs to: a navigation elsewhere clears it. */
  resetKey: string;
}

interface BoundaryState {
  failed: boolean;
  resetKey: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteErrorScreen /> : this.props.children;
  }
}

/**
 * Shows RouteErrorScreen in place of `children` when they throw, until the next navigation.
 * React reports the caught error on the console.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary resetKey={useLocation().key}>{children}</Boundary>;
}
