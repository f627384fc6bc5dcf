import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { createHmac, timingSafeEqual } from 'node:crypto';

const TOLERANCE_S = 300;

/** Minimal Stripe signature check (we avoid pulling the full stripe SDK into this bundle). */
export const handler = async (event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> => {
  const header = event.headers['Stripe-Signature'] ?? event.headers['stripe-signature'] ?? '';
  const parts = Object.fromEntries(header.split(',').map((kv) => kv.split('=') as [string, string]));
  const ts = Number(parts.t);
  if (!ts || Math.abs(Date.now() / 1000 - ts) > TOLERANCE_S) {
    return { statusCode: 400, body: JSON.stringify({ error: 'timestamp outside tolerance' }) };
  }
  const signed = `${ts}.${event.body ?? ''}`;
  const expected = createHmac('sha256', process.env.STRIPE_WEBHOOK_SECRET ?? '').update(signed).digest('hex');
  const ok =
    typeof parts.v1 === 'string' &&
    parts.v1.length === expected.length &&
    timingSafeEqual(Buffer.from(parts.v1), Buffer.from(expected));
  if (!ok) return { statusCode: 400, body: JSON.stringify({ error: 'bad signature' }) };

  const evt = JSON.parse(event.body ?? '{}') as { type: string };
  console.log('stripe event', evt.type);
  return { statusCode: 200, body: '{"received":true}' };
};
