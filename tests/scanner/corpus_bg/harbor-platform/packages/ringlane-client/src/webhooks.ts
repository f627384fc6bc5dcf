import { createHmac, timingSafeEqual } from 'crypto';
import type { IncomingHttpHeaders } from 'http';

export function verifyRinglaneWebhook(
  rawBody: Buffer,
  headers: IncomingHttpHeaders,
  signingSecret: string,
): boolean {
  const received = headers['x-ringlane-signature'];
  if (typeof received !== 'string') return false;
  const expected = createHmac('sha256', signingSecret).update(rawBody).digest('hex');
  const a = Buffer.from(received, 'hex');
  const b = Buffer.from(expected, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
