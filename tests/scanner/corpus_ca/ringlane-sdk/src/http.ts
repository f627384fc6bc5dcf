import { BASE_PATH, DEFAULT_TIMEOUT_MS, HEADERS, RINGLANE_HOST } from "./constants";
import { RinglaneError } from "./errors";

export interface ActingUser {
  email?: string;
  idpUserId?: string;
}

export interface HttpOptions {
  apiKey: string;
  actingUser: ActingUser;
  host?: string;
  timeoutMs?: number;
}

const RETRY_ON = new Set([429, 502]);

export class HttpClient {
  constructor(private readonly opts: HttpOptions) {}

  private headers(): Record<string, string> {
    const h: Record<string, string> = {
      [HEADERS.apiKey]: this.opts.apiKey,
      "content-type": "application/json",
    };
    if (this.opts.actingUser.email) h[HEADERS.actingEmail] = this.opts.actingUser.email;
    else if (this.opts.actingUser.idpUserId) h[HEADERS.actingUserId] = this.opts.actingUser.idpUserId;
    return h;
  }

  async request<T>(method: string, path: string, body?: unknown, attempt = 0): Promise<T> {
    const url = `${this.opts.host ?? RINGLANE_HOST}${BASE_PATH}${path}`;
    const res = await fetch(url, {
      method,
      headers: this.headers(),
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(this.opts.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    if (RETRY_ON.has(res.status) && attempt < 3) {
      await new Promise((r) => setTimeout(r, 250 * 2 ** attempt));
      return this.request<T>(method, path, body, attempt + 1);
    }
    if (!res.ok) {
      const payload = await res.json().catch(() => ({ error: res.statusText }));
      throw new RinglaneError(res.status, payload);
    }
    return (res.status === 204 ? undefined : await res.json()) as T;
  }

  get<T>(path: string) { return this.request<T>("GET", path); }
  post<T>(path: string, body?: unknown) { return this.request<T>("POST", path, body); }
  patch<T>(path: string, body?: unknown) { return this.request<T>("PATCH", path, body); }
  delete<T>(path: string) { return this.request<T>("DELETE", path); }
}
