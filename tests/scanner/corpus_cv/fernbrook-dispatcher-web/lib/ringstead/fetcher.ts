import 'server-only';
import { ringsteadUrl } from './config';
import { RingsteadError } from './errors';

type FlatError = { error?: string; details?: { path: string; message: string }[] };

export interface RingsteadInit extends Omit<RequestInit, 'headers'> {
  actingUserId: string;
}

export async function ringsteadFetch<T>(path: string, { actingUserId, ...init }: RingsteadInit): Promise<T> {
  const res = await fetch(ringsteadUrl(path), {
    ...init,
    headers: {
      'x-api-key': process.env.RINGSTEAD_API_KEY ?? '',
      'x-user-id': actingUserId,
      'content-type': 'application/json',
    },
    cache: 'no-store',
  });

  if (res.status === 204) return undefined as T;
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as FlatError;
    throw new RingsteadError(res.status, body.error ?? res.statusText, body.details);
  }
  return (await res.json()) as T;
}
