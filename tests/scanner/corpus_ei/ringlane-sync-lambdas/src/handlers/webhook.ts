import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Logger } from '@aws-lambda-powertools/logger';

const logger = new Logger({ serviceName: 'ringlane-webhook' });

interface CallEvent {
  type: 'call.completed' | 'call.missed' | 'list.imported';
  callId?: string;
  listId?: string;
  disposition?: string;
  occurredAt: string;
}

const json = (statusCode: number, body: unknown): APIGatewayProxyResult => ({
  statusCode,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

function safeEqualHex(a: string, b: string): boolean {
  const ba = Buffer.from(a, 'hex');
  const bb = Buffer.from(b, 'hex');
  return ba.length === bb.length && timingSafeEqual(ba, bb);
}

export const handler = async (event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> => {
  const secret = process.env.RINGLANE_WEBHOOK_SECRET;
  if (!secret) return json(500, { error: 'webhook secret not configured' });

  const raw = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : event.body ?? '';
  // API Gateway (REST) keeps header casing as sent
  const provided = event.headers['X-Ringlane-Signature'] ?? event.headers['x-ringlane-signature'];
  if (!provided) return json(401, { error: 'missing signature' });

  const expected = createHmac('sha256', secret).update(raw).digest('hex');
  if (!safeEqualHex(provided.replace(/^sha256=/, ''), expected)) {
    logger.warn('bad signature', { sourceIp: event.requestContext.identity.sourceIp });
    return json(401, { error: 'invalid signature' });
  }

  const payload = JSON.parse(raw) as CallEvent;
  logger.info('ringlane event', { type: payload.type, callId: payload.callId });
  // TODO: forward call.completed to the CRM sync queue
  return json(200, { received: true });
};
