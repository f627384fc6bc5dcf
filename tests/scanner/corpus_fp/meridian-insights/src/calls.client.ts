import { request } from 'undici';
import { z } from 'zod';

const BASE = process.env.CALLSPROUT_URL ?? 'https://api.callsprout.io/api/public/v2';

const problemSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), request_id: z.string().optional() }),
});

export class CallsClientError extends Error {
  constructor(public status: number, public code: string, message: string) {
    super(message);
  }
}

export async function listCalls(since: Date, cursor?: string) {
  const url = new URL(`${BASE}/calls`);
  url.searchParams.set('started_after', since.toISOString());
  if (cursor) url.searchParams.set('cursor', cursor);

  const res = await request(url, {
    headers: {
      authorization: `Bearer ${process.env.CALLSPROUT_V2_KEY}`,
      accept: 'application/json',
    },
  });
  const json = await res.body.json();
  if (res.statusCode >= 400) {
    const parsed = problemSchema.safeParse(json);
    const code = parsed.success ? parsed.data.error.code : 'unknown';
    if (code === 'rate_limited' || res.statusCode === 503) {
      throw new CallsClientError(res.statusCode, code, 'retry later');
    }
    throw new CallsClientError(res.statusCode, code, parsed.success ? parsed.data.error.message : 'error');
  }
  return json as { data: Array<{ id: string; duration_sec: number; outcome: string }>; next_cursor?: string };
}
