// PLAT-2210: v2 client, behind the `talkrail_v2` flag. Keep free of v1 helpers.
import { loadConfig } from './config';

const cfg = loadConfig();

export interface V2Error {
  error: { code: string; message: string; requestId?: string };
}

export async function listAudiences(): Promise<unknown[]> {
  const res = await fetch(`${cfg.talkrailV2.baseUrl}/audiences`, {
    headers: { Authorization: `Bearer ${cfg.talkrailV2.token}`, Accept: 'application/json' },
  });
  if (!res.ok) {
    const body = (await res.json()) as V2Error;
    if (body.error.code === 'rate_limited') return [];
    throw new Error(`${body.error.code}: ${body.error.message}`);
  }
  const json = await res.json();
  return json.data;
}
