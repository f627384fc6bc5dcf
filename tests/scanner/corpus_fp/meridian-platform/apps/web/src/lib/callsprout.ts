import 'server-only';
import { callsproutErrorSchema } from './schemas';

const CALLSPROUT_API_VERSION = process.env.CALLSPROUT_API_VERSION ?? 'v1';
const BASE_URL = `${process.env.CALLSPROUT_HOST}/api/public/${CALLSPROUT_API_VERSION}`;

export class CallsproutRequestError extends Error {
  constructor(public status: number, message: string, public retryable = false) {
    super(message);
  }
}

/** Server-side fetch wrapper used by the route handlers under app/api/dialer. */
export async function callsproutFetch<T>(
  path: string,
  opts: { method?: string; body?: unknown; userId: string },
): Promise<T> {
  const res = await fetch(`${BASE_URL}${path}`, {
    method: opts.method ?? 'GET',
    headers: {
      'Content-Type': 'application/json',
      'X-API-KEY': process.env.CALLSPROUT_API_KEY!,
      'X-User-Id': opts.userId,
    },
    body: opts.body ? JSON.stringify(opts.body) : undefined,
    cache: 'no-store',
  });

  if (res.ok) {
    return res.status === 204 ? (undefined as T) : ((await res.json()) as T);
  }

  const parsed = callsproutErrorSchema.safeParse(await res.json().catch(() => ({})));
  const message = parsed.success ? parsed.data.error : res.statusText;

  if (res.status === 502 || res.status === 503) {
    throw new CallsproutRequestError(res.status, message, res.status === 502);
  }
  throw new CallsproutRequestError(res.status, message);
}
