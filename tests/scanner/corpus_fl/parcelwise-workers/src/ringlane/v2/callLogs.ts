// Call-log export already moved to Ringlane's v2 API (PW-412). The list sync is next.
import { request } from 'undici';

const V2_BASE = process.env.RINGLANE_V2_BASE_URL ?? 'https://api.ringlane.io/api/public/v2';

interface V2Error {
  error: { code: string; message: string; request_id: string };
}

export interface CallLog {
  id: string;
  direction: 'outbound' | 'inbound';
  durationSec: number;
  disposition: string;
  startedAt: string;
}

export async function fetchCallLogs(since: Date, cursor?: string) {
  const qs = new URLSearchParams({ since: since.toISOString(), limit: '200' });
  if (cursor) qs.set('cursor', cursor);

  const res = await request(`${V2_BASE}/call-logs?${qs}`, {
    headers: {
      authorization: `Bearer ${process.env.RINGLANE_V2_KEY}`,
      accept: 'application/json',
    },
  });

  if (res.statusCode >= 400) {
    const body = (await res.body.json()) as V2Error;
    if (body.error.code === 'rate_limited') {
      throw Object.assign(new Error('rate limited'), { retryAfter: res.headers['retry-after'] });
    }
    throw new Error(`${body.error.code}: ${body.error.message} (${body.error.request_id})`);
  }
  return (await res.body.json()) as { data: CallLog[]; next_cursor: string | null };
}
