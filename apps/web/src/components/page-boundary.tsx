import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Component, type ReactNode } from 'react';
import { isConnected, isDownloadFailure, onConnectionChange, reportNetworkFailure } from '../lib/connection.ts';
import { useTranslation } from '../lib/use-translation.ts';
import { ConnectionLost } from './connection-lost.tsx';

interface Props {
  children: ReactNode;
  /** A new key (another address) starts over: the next page is tried, not the last failure shown again. */
  resetKey: string;
}

interface State {
  error: unknown;
  resetKey: string;
  /** Tries since the last address: a second failed download while connected is the browser's, not the network's. */
  tries: number;
}

/**
 * Catches what the routed page throws, inside the layout: the header and the menu stay, and the page's place
 * says what went wrong with "Try again" (design brief, principle 3). A page that could not be downloaded
 * (offline, a weak signal) is tried again by itself when the network comes back. docs/decisions/0044.
 */
export class PageBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey, tries: 0 };
  private stopListening: (() => void) | null = null;

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey, tries: 0 };
  }

  override componentDidMount() {
    this.stopListening = onConnectionChange(() => {
      if (isConnected()) this.retry();
    });
  }

  override componentDidCatch(error: unknown) {
    if (!isDownloadFailure(error)) return;
    // Chromium keeps a module that failed to download as failed until the document is reloaded: once the network is
    // back, a second failure of the same page is that, and only a reload brings it. With the service worker installed
    // the pages come from its cache and this does not happen (docs/decisions/0044).
    if (isConnected() && this.state.tries > 0) window.location.reload();
    else reportNetworkFailure();
  }

  override componentWillUnmount() {
    this.stopListening?.();
  }

  retry = () => {
    if (this.state.error) this.setState(({ tries }) => ({ error: null, tries: tries + 1 }));
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return isDownloadFailure(error) ? <ConnectionLost onRetry={this.retry} /> : <PageFailed onRetry={this.retry} />;
  }
}

/** A page that broke for another reason than the network: said plainly, with a way to try again. */
function PageFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', maxWidth: 560 }} data-testid="page-failed">
      <Alert severity="error" sx={{ width: '100%' }}>
        <AlertTitle>{t('connection.pageFailedTitle')}</AlertTitle>
        {t('connection.pageFailedBody')}
      </Alert>
      <Button variant="outlined" onClick={onRetry} sx={{ minHeight: 44 }}>
        {t('connection.tryAgain')}
      </Button>
    </Stack>
  );
}
