import {
  DEFAULT_MAX_RETRIES,
  DEFAULT_TIMEOUT_MS,
  HEADER_ACTING_USER_EMAIL,
  HEADER_ACTING_USER_ID,
  HEADER_API_KEY,
  RETRYABLE_STATUSES,
  RINGLOOM_BASE_PATH,
  RINGLOOM_DEFAULT_HOST,
} from './constants';
import { RingLoomError } from './errors';
import { ContactListsApi } from './contactLists';

export interface RingLoomClientOptions {
  apiKey: string;
  host?: string;
  actingUserEmail?: string;
  actingUserId?: string;
  maxRetries?: number;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class RingLoomClient {
  readonly contactLists: ContactListsApi;
  private readonly host: string;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly opts: RingLoomClientOptions) {
    this.host = (opts.host ?? RINGLOOM_DEFAULT_HOST).replace(/\/+$/, '');
    this.fetchImpl = opts.fetchImpl ?? fetch;
    this.contactLists = new ContactListsApi(this);
  }

  private buildHeaders(): Record<string, string> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'content-type': 'application/json',
      [HEADER_API_KEY]: this.opts.apiKey,
    };
    if (this.opts.actingUserEmail) headers[HEADER_ACTING_USER_EMAIL] = this.opts.actingUserEmail;
    else if (this.opts.actingUserId) headers[HEADER_ACTING_USER_ID] = this.opts.actingUserId;
    return headers;
  }

  async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const url = `${this.host}${RINGLOOM_BASE_PATH}${path}`;
    const maxRetries = this.opts.maxRetries ?? DEFAULT_MAX_RETRIES;

    for (let attempt = 0; ; attempt++) {
      const res = await this.fetchImpl(url, {
        method,
        headers: this.buildHeaders(),
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });

      if (res.ok) {
        return res.status === 204 ? (undefined as T) : ((await res.json()) as T);
      }
      if (res.status === 503) {
        // Public API switched off for our workspace by a RingLoom admin; retrying won't help.
        throw await RingLoomError.fromResponse(res);
      }
      if (RETRYABLE_STATUSES.includes(res.status) && attempt < maxRetries) {
        const retryAfter = Number(res.headers.get('retry-after'));
        await sleep(Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : 250 * 2 ** attempt);
        continue;
      }
      throw await RingLoomError.fromResponse(res);
    }
  }
}
