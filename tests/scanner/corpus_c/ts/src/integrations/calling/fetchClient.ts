import { DIALWAVE_HEADERS, DialwaveErrorBody, DialwaveList } from './types';

const DIALWAVE_URL = process.env.DIALWAVE_URL ?? 'https://api.dialwave.io/api/public/v1';

export class DialwaveHttpError extends Error {
  constructor(public status: number, message: string, public retryable = false) {
    super(message);
  }
}

function headersFor(staffId: string): HeadersInit {
  return {
    [DIALWAVE_HEADERS.apiKey]: process.env.DIALWAVE_KEY ?? '',
    [DIALWAVE_HEADERS.actingUser]: staffId,
    'Content-Type': 'application/json',
  };
}

async function call<T>(method: string, path: string, staffId: string, body?: unknown): Promise<T> {
  const res = await fetch(`${DIALWAVE_URL}${path}`, {
    method,
    headers: headersFor(staffId),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.ok) return (await res.json()) as T;

  const err = (await res.json().catch(() => ({ error: res.statusText }))) as DialwaveErrorBody;
  switch (res.status) {
    case 502:
      throw new DialwaveHttpError(502, 'identity provider unreachable', true);
    case 429:
      throw new DialwaveHttpError(429, 'rate limited', true);
    default:
      throw new DialwaveHttpError(res.status, err.error ?? 'unknown error');
  }
}

export const regroupList = (id: number, groupName: string | null, staffId: string) =>
  call<DialwaveList>('PATCH', `/contact-lists/${id}`, staffId, { groupName });
