import { fetch } from 'undici';
import pRetry, { AbortError } from 'p-retry';
import { DEFAULT_BASE_URL, HEADERS, SDK_USER_AGENT } from './constants.js';
import { IdentityProviderUnavailableError, RateLimitedError, toError } from './errors.js';
import type { ApiErrorPayload, ClientOptions } from './types.js';

export class Http {
  private readonly base: string;

  constructor(private readonly opts: ClientOptions) {
    this.base = (opts.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  }

  async send<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = {
      'user-agent': SDK_USER_AGENT,
      accept: 'application/json',
      [HEADERS.apiKey]: this.opts.apiKey,
    };
    if (this.opts.actingEmail) headers[HEADERS.actingEmail] = this.opts.actingEmail;
    if (this.opts.actingUserId) headers[HEADERS.actingUserId] = this.opts.actingUserId;
    if (body !== undefined) headers['content-type'] = 'application/json';

    return pRetry(
      async () => {
        const res = await fetch(this.base + path, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(this.opts.timeoutMs ?? 10_000),
        });
        if (res.ok) {
          return (res.status === 204 ? undefined : await res.json()) as T;
        }
        const payload = (await res.json().catch(() => undefined)) as ApiErrorPayload | undefined;
        const err = toError(res.status, payload);
        if (err instanceof IdentityProviderUnavailableError || err instanceof RateLimitedError) throw err;
        throw new AbortError(err);
      },
      { retries: this.opts.retries ?? 2, minTimeout: 250 },
    );
  }
}
