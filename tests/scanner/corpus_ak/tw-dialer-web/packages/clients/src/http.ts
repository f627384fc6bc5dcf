// Shared fetch wrapper + error type used by every vendor client in this package.
export class HttpError extends Error {
  constructor(
    public readonly vendor: string,
    public readonly status: number,
    message: string,
    public readonly body?: unknown,
  ) {
    super(`[${vendor}] HTTP ${status}: ${message}`);
  }
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  retryOn?: number[];
  maxAttempts?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function requestJson<T>(
  vendor: string,
  url: string,
  opts: RequestOptions = {},
  toError: (status: number, body: unknown) => HttpError = (s, b) => new HttpError(vendor, s, 'request failed', b),
): Promise<T> {
  const attempts = opts.maxAttempts ?? 3;
  const retryOn = opts.retryOn ?? [429, 503, 504];
  for (let i = 1; ; i++) {
    const res = await fetch(url, {
      method: opts.method ?? 'GET',
      headers: { 'content-type': 'application/json', ...opts.headers },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    if (res.ok) {
      return (res.status === 204 ? undefined : await res.json()) as T;
    }
    const body = await res.json().catch(() => undefined);
    if (i < attempts && retryOn.includes(res.status)) {
      await sleep(250 * 2 ** i);
      continue;
    }
    throw toError(res.status, body);
  }
}
