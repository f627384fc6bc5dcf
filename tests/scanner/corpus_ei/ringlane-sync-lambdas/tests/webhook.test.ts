import { createHmac } from 'node:crypto';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { handler } from '../src/handlers/webhook';

const SECRET = 'whsec_test_only';

function makeEvent(body: string, headers: Record<string, string>): APIGatewayProxyEvent {
  return {
    body,
    headers,
    isBase64Encoded: false,
    requestContext: { identity: { sourceIp: '127.0.0.1' } },
  } as unknown as APIGatewayProxyEvent;
}

describe('ringlane webhook', () => {
  beforeAll(() => {
    process.env.RINGLANE_WEBHOOK_SECRET = SECRET;
  });

  it('accepts a correctly signed body', async () => {
    const body = JSON.stringify({ type: 'call.completed', callId: 'c_1', occurredAt: '2024-03-01T10:00:00Z' });
    const sig = createHmac('sha256', SECRET).update(body).digest('hex');
    const res = await handler(makeEvent(body, { 'X-Ringlane-Signature': sig }));
    expect(res.statusCode).toBe(200);
  });

  it('rejects a tampered body', async () => {
    const sig = createHmac('sha256', SECRET).update('{"a":1}').digest('hex');
    const res = await handler(makeEvent('{"a":2}', { 'x-ringlane-signature': sig }));
    expect(res.statusCode).toBe(401);
  });

  it('rejects when no signature header is present', async () => {
    const res = await handler(makeEvent('{}', {}));
    expect(res.statusCode).toBe(401);
    expect(JSON.parse(res.body).error).toBe('missing signature');
  });
});
