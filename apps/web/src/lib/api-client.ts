import type { HttpMethod } from '@vo/domain/endpoint';
import { ApiStatus, type Envelope } from '@vo/domain/envelope';

/** What the client needs from the rest of the app; injected so status handling is testable with a fake fetch. */
export interface ApiClientDeps {
  fetch: typeof fetch;
  agent: number;
  timeoutMs: number;
  getToken(): string | null;
  getLanguage(): string;
  /** Localised text for the network-layer messages (catalogue keys). */
  translate(key: 'platform.timeout' | 'platform.notFound' | 'platform.tryAgain' | 'connection.offlineNotSent'): string;
  /** The portal is offline: the offline banner tells it, so a failed read adds no toast. */
  isOffline?(): boolean;
  /** A call could not reach the server / a call got an answer: the connection's state follows (lib/connection.ts). */
  onNetworkFailure?(): void;
  onNetworkAnswer?(): void;
  onFailure(message: string): void;
  onSessionExpired(message: string | undefined): void;
  onMaintenance(until: string): void;
  onMaintenanceCleared(): void;
}

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, string>;
  /** Leave status 1 to the caller (no toast): e.g. the maintenance check, whose status 1 is not an error. */
  silent?: boolean;
  /** A token other than the stored one: the mobile web view proves its token before storing it. */
  token?: string;
  /** Extra headers of one call, e.g. the Idempotency-Key of a payment; they cannot replace the client's own. */
  headers?: Record<string, string>;
}

/** A request that never produced an envelope; the user has already been told with a toast. */
export class NetworkError extends Error {
  constructor(readonly kind: 'timeout' | 'notFound' | 'network') {
    super(kind);
    this.name = 'NetworkError';
  }
}

/** An envelope whose status is not 0, thrown by `unwrap` so react-query sees it as an error. */
export class ApiFailure extends Error {
  constructor(readonly envelope: Envelope) {
    super(envelope.message ?? '');
    this.name = 'ApiFailure';
  }
}

export function unwrap<T>(envelope: Envelope<T>): T {
  if (envelope.status !== ApiStatus.ok) throw new ApiFailure(envelope);
  return envelope.data as T;
}

// Spec §4: a status-1 message that talks about the token is the session layer's business, not the user's.
const mentionsToken = (message: string) => /token/i.test(message);

export function createApiClient(deps: ApiClientDeps) {
  async function send(path: string, options: RequestOptions, accept = 'application/json'): Promise<Response> {
    const headers: Record<string, string> = {
      ...options.headers,
      agente: String(deps.agent),
      'Accept-Language': deps.getLanguage(),
      Accept: accept,
    };
    const token = options.token ?? deps.getToken();
    if (token) headers.token = token;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), deps.timeoutMs);
    const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
    try {
      const response = await deps.fetch(`/api/${path}${query}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: controller.signal,
      });
      deps.onNetworkAnswer?.();
      return response;
    } catch {
      const kind = controller.signal.aborted ? 'timeout' : 'network';
      if (kind === 'network') deps.onNetworkFailure?.();
      if (kind === 'network' && deps.isOffline?.()) {
        // Offline (docs/decisions/0044): a read says "No connection" in its page, under the banner; a payment or a
        // change is told it was not sent, and it is not kept to send later.
        if (method !== 'GET') deps.onFailure(deps.translate('connection.offlineNotSent'));
      } else {
        deps.onFailure(deps.translate(kind === 'timeout' ? 'platform.timeout' : 'platform.tryAgain'));
      }
      throw new NetworkError(kind);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The envelope of an answer: statuses handled as for every call (toasts, maintenance, session end). */
  async function envelopeOf<T>(response: Response, options: RequestOptions): Promise<Envelope<T>> {
    if (response.status === 404) {
      deps.onFailure(deps.translate('platform.notFound'));
      throw new NetworkError('notFound');
    }
    let envelope: Envelope<T>;
    try {
      envelope = (await response.json()) as Envelope<T>;
      if (!response.ok || typeof envelope?.status !== 'number') throw new Error('not an envelope');
    } catch {
      deps.onFailure(deps.translate('platform.tryAgain'));
      throw new NetworkError('network');
    }

    if (envelope.status === ApiStatus.maintenance) {
      const until = (envelope.data as { fecha_fin_mantenimiento?: string } | undefined)?.fecha_fin_mantenimiento;
      if (until) deps.onMaintenance(until);
      return envelope;
    }
    deps.onMaintenanceCleared();
    if (envelope.status === ApiStatus.sessionExpired) deps.onSessionExpired(envelope.message);
    if (
      envelope.status === ApiStatus.failure &&
      !options.silent &&
      envelope.message &&
      !mentionsToken(envelope.message)
    ) {
      deps.onFailure(envelope.message);
    }
    return envelope;
  }

  async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
    return envelopeOf<T>(await send(path, options), options);
  }

  /**
   * Asks for a text answer (docs/decisions/0049: the console's CSV exports): the file, or null when the server
   * refused with an envelope instead, which is handled as any call's (its message shown, a session ended).
   */
  async function file(path: string, mediaType: string, options: RequestOptions = {}): Promise<Blob | null> {
    const response = await send(path, options, mediaType);
    if (response.ok && response.headers.get('content-type')?.startsWith(mediaType)) return response.blob();
    await envelopeOf(response, options);
    return null;
  }

  return Object.assign(request, { file });
}

export type ApiRequest = ReturnType<typeof createApiClient>;

/** The server's message of a failed call, for showing beside a form; network errors were already toasted. */
export function failureMessage(error: unknown): string | null {
  return error instanceof ApiFailure && error.message ? error.message : null;
}
