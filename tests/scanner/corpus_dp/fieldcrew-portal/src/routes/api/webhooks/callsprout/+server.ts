import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '$env/dynamic/private';
import type { RequestHandler } from './$types';

export const POST: RequestHandler = async ({ request }) => {
  const raw = await request.text();
  const signature = request.headers.get('x-callsprout-signature') ?? '';
  const expected = createHmac('sha256', env.CALLSPROUT_WEBHOOK_SECRET ?? '').update(raw).digest('hex');

  const a = Buffer.from(signature);
  const b = Buffer.from(expected);
  if (a.length !== b.length || !timingSafeEqual(a, b)) {
    return new Response('bad signature', { status: 401 });
  }

  const event = JSON.parse(raw);
  if (event.type === 'call.completed') {
    console.info('call completed', event.data.call_id, event.data.outcome);
  }
  return new Response('ok');
};
