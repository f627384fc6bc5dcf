import {
  ACTING_USER_EMAIL_HEADER,
  ACTING_USER_ID_HEADER,
  API_KEY_HEADER,
  MAX_RETRIES,
  resolveBaseUrl,
  type CallwrightConfig,
} from "./config";
import { toCallwrightError } from "./errors";

const RETRY_STATUSES = [429, 502, 504];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface RequestOptions {
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

export class HttpClient {
  private readonly baseUrl: string;
  private readonly doFetch: typeof fetch;

  constructor(private readonly cfg: CallwrightConfig) {
    this.baseUrl = resolveBaseUrl(cfg);
    this.doFetch = cfg.fetch ?? fetch;
  }

  private headers(): Headers {
    const h = new Headers({
      accept: "application/json",
      "content-type": "application/json",
      "user-agent": "orchard-web/@orchard/callwright",
    });
    h.set(API_KEY_HEADER, this.cfg.apiKey);
    if (this.cfg.actingUserEmail) h.set(ACTING_USER_EMAIL_HEADER, this.cfg.actingUserEmail);
    else if (this.cfg.actingUserId) h.set(ACTING_USER_ID_HEADER, this.cfg.actingUserId);
    return h;
  }

  async request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
    const url = new URL(this.baseUrl + path);
    for (const [k, v] of Object.entries(opts.query ?? {})) {
      if (v !== undefined) url.searchParams.set(k, String(v));
    }

    for (let attempt = 0; ; attempt++) {
      const res = await this.doFetch(url, {
        method,
        headers: this.headers(),
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        signal: opts.signal ?? AbortSignal.timeout(this.cfg.timeoutMs ?? 10_000),
        cache: "no-store",
      });

      if (res.ok) {
        return res.status === 204 ? (undefined as T) : ((await res.json()) as T);
      }

      if (RETRY_STATUSES.includes(res.status) && attempt < MAX_RETRIES) {
        const retryAfter = Number(res.headers.get("retry-after"));
        await sleep(Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : 250 * 2 ** attempt);
        continue;
      }
      throw await toCallwrightError(res);
    }
  }

  get<T>(path: string, opts?: RequestOptions) {
    return this.request<T>("GET", path, opts);
  }
  post<T>(path: string, body?: unknown) {
    return this.request<T>("POST", path, { body });
  }
  patch<T>(path: string, body?: unknown) {
    return this.request<T>("PATCH", path, { body });
  }
  delete<T = void>(path: string) {
    return this.request<T>("DELETE", path);
  }
}
