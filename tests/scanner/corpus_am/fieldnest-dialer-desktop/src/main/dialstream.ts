// Main-process Dialstream client. Keys never reach the renderer; the renderer
// goes through IPC (see ipc.ts).
import { net } from 'electron';

const BASE = import.meta.env.MAIN_VITE_DIALSTREAM_URL;
const KEY = import.meta.env.MAIN_VITE_DIALSTREAM_KEY;

export interface DialstreamFailure {
  status: number;
  error: string;
  details?: { path: string; message: string }[];
  kind: 'idp-down' | 'disabled' | 'no-seat' | 'rate-limited' | 'other';
}

export class DialstreamCallError extends Error {
  constructor(public readonly failure: DialstreamFailure) {
    super(failure.error);
  }
}

function classify(status: number, error: string): DialstreamFailure['kind'] {
  if (status === 502) return 'idp-down';
  if (status === 503) return 'disabled';
  if (status === 404 && /user not found/i.test(error)) return 'no-seat';
  if (status === 429) return 'rate-limited';
  return 'other';
}

async function request<T>(userEmail: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await net.fetch(`${BASE}${path}`, {
    method,
    headers: {
      'X-Api-Key': KEY,
      'X-User-Email': userEmail,
      'Content-Type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

  if (res.ok) {
    return (res.status === 204 ? undefined : await res.json()) as T;
  }

  const payload = (await res.json().catch(() => ({}))) as { error?: string; details?: DialstreamFailure['details'] };
  const error = payload.error ?? res.statusText;
  throw new DialstreamCallError({ status: res.status, error, details: payload.details, kind: classify(res.status, error) });
}

export const dialstream = {
  lists: (email: string) => request<{ data: unknown[] }>(email, 'GET', '/contact-lists'),
  list: (email: string, id: string) => request(email, 'GET', `/contact-lists/${id}`),
  append: (email: string, id: string, phones: string[]) =>
    request(email, 'POST', `/contact-lists/${id}/contacts`, { contacts: phones.map((phone) => ({ phone })) }),
};
