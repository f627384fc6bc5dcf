import { json, error } from '@sveltejs/kit';
import type { RequestHandler } from './$types';
import { env } from '$env/dynamic/private';
import { createHmac, timingSafeEqual } from 'node:crypto';

// RingCove pushes call outcomes here (call.completed, contact.opted_out).
export const POST: RequestHandler = async ({ request }) => {
  const raw = await request.text();
  const signature = request.headers.get('x-ringcove-signature') ?? '';
  const expected = createHmac('sha256', env.RINGCOVE_WEBHOOK_SECRET).update(raw).digest('hex');

  const a = Buffer.from(signature, 'hex');
  const b = Buffer.from(expected, 'hex');
  if (a.length !== b.length || !timingSafeEqual(a, b)) {
    error(401, 'bad signature');
  }

  const event = JSON.parse(raw) as { type: string; data: Record<string, unknown> };
  switch (event.type) {
    case 'call.completed':
      console.info('call completed', event.data.call_id, event.data.disposition);
      break;
    case 'contact.opted_out':
      console.info('opt-out', event.data.phone);
      break;
    default:
      console.warn('unhandled ringcove event', event.type);
  }
  return json({ received: true });
};
