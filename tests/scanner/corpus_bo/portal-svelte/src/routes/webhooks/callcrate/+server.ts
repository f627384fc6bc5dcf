import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '$env/dynamic/private';
import type { RequestHandler } from './$types';

export const POST: RequestHandler = async ({ request }) => {
  const raw = await request.text();
  const sig = request.headers.get('x-callcrate-signature') ?? '';
  const expected = createHmac('sha256', env.CALLCRATE_WEBHOOK_SECRET).update(raw).digest('hex');
  const ok = sig.length === expected.length && timingSafeEqual(Buffer.from(sig), Buffer.from(expected));
  if (!ok) return new Response('bad signature', { status: 401 });

  const event = JSON.parse(raw) as { type: string; data: Record<string, unknown> };
  if (event.type === 'call.completed') {
    // TODO: push to activity feed
  }
  return new Response(null, { status: 204 });
};
