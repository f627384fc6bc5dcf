import { describe, expect, it } from 'vitest';
import { toApiError } from '../src/callspring/errors';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('toApiError (v2 bodies)', () => {
  it('keeps the v2 error code', async () => {
    const err = await toApiError(json(422, { error: { code: 'invalid_phone', message: 'bad E.164' } }));
    expect(err.code).toBe('invalid_phone');
    expect(err.retryable).toBe(false);
  });

  it('marks 502 and 503 as retryable', async () => {
    const a = await toApiError(json(502, { error: { code: 'upstream', message: 'x' } }));
    const b = await toApiError(json(503, { error: { code: 'maintenance', message: 'x' } }));
    expect(a.retryable && b.retryable).toBe(true);
  });
});
