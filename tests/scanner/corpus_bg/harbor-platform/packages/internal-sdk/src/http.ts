import { request, Dispatcher } from 'undici';
import { InternalApiError, InternalErrorBody } from './errors';

/**
 * Client for calls between Harbor services (leads-api, routing-svc, notify-svc, scoring-api).
 * Every service exposes /v1/* guarded by a per-service x-api-key and expects the caller to
 * forward the end user's id in X-User-Id.
 */
export interface InternalClientOptions {
  baseUrl: string;            // e.g. http://leads-api.harbor.svc:3001
  apiKey: string;             // INTERNAL_API_KEY of the *target* service
  maxRetries?: number;
}

const RETRY_ON = new Set([502, 503, 504]);

export class InternalClient {
  constructor(private readonly opts: InternalClientOptions) {}

  async call<T>(
    method: Dispatcher.HttpMethod,
    path: string,
    userId: string | undefined,
    body?: unknown,
  ): Promise<T> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-api-key': this.opts.apiKey,
    };
    if (userId) headers['X-User-Id'] = userId;

    const max = this.opts.maxRetries ?? 2;
    for (let attempt = 0; ; attempt++) {
      const res = await request(`${this.opts.baseUrl}/v1${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (RETRY_ON.has(res.statusCode) && attempt < max) {
        await res.body.dump();
        await new Promise((r) => setTimeout(r, 200 * 2 ** attempt));
        continue;
      }
      if (res.statusCode >= 400) {
        const err = (await res.body.json().catch(() => ({}))) as InternalErrorBody;
        throw new InternalApiError(res.statusCode, err.error ?? 'internal error', err.details);
      }
      if (res.statusCode === 204) return undefined as T;
      return (await res.body.json()) as T;
    }
  }
}
