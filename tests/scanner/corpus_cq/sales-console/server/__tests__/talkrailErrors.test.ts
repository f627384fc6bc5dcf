import { describe, expect, it } from 'vitest';
import { ResponseError } from '../../src/generated/talkrail-sdk/runtime';
import { toUiError } from '../talkrailErrors';

const res = (status: number, body: unknown) =>
  new ResponseError(new Response(JSON.stringify(body), { status }), 'err');

describe('toUiError', () => {
  it('marks 502 as retryable', async () => {
    const e = await toUiError(res(502, { error: 'idp timeout' }));
    expect(e.retry).toBe(true);
  });

  it('explains the 404 user not found case', async () => {
    const e = await toUiError(res(404, { error: 'user not found' }));
    expect(e.title).toMatch(/seat/);
  });

  it('503 is not retried', async () => {
    const e = await toUiError(res(503, {}));
    expect(e.retry).toBe(false);
  });
});
