import { ACTING_USER_HEADER, API_KEY_HEADER, DEFAULT_BASE_URL, type CallvaneOptions } from './config';
import { ApiDisabledError, CallvaneError, UserNotFoundError } from './errors';
import { ErrorBodySchema } from './schemas';

const RETRY_ON = new Set([429, 502]);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function request<T>(opts: CallvaneOptions, path: string, init: RequestInit = {}): Promise<T> {
  const doFetch = opts.fetch ?? fetch;
  const url = `${opts.baseUrl ?? DEFAULT_BASE_URL}${path}`;
  const headers = {
    'content-type': 'application/json',
    [API_KEY_HEADER]: opts.apiKey,
    [ACTING_USER_HEADER]: opts.actingUser,
    ...(init.headers as Record<string, string> | undefined),
  };

  let res: Response;
  let attempt = 0;
  for (;;) {
    res = await doFetch(url, { ...init, headers });
    if (!RETRY_ON.has(res.status) || attempt >= (opts.retries ?? 2)) break;
    await sleep(250 * 2 ** attempt++);
  }

  if (res.ok) {
    return (res.status === 204 ? undefined : await res.json()) as T;
  }

  const parsed = ErrorBodySchema.safeParse(await res.json().catch(() => ({})));
  const message = parsed.success ? parsed.data.error : res.statusText;
  const details = parsed.success ? parsed.data.details : [];
  if (res.status === 404 && message === 'user not found') throw new UserNotFoundError(404, message);
  if (res.status === 503) throw new ApiDisabledError(503, message);
  throw new CallvaneError(res.status, message, details);
}
