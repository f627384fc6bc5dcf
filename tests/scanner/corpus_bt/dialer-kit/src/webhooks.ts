import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { SIGNATURE_HEADER } from './constants';

/**
 * Verifies a Dialwise webhook delivery. Pass the raw request body, not the parsed JSON.
 */
export function verifyDialwiseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders, secret: string): boolean {
  const provided = headers[SIGNATURE_HEADER];
  if (typeof provided !== 'string') return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest('hex');
  const a = Buffer.from(provided, 'hex');
  const b = Buffer.from(expected, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
