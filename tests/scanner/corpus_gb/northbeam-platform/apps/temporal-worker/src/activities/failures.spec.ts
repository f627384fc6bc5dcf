import { ApplicationFailure } from '@temporalio/activity';
import { FetchError } from 'ofetch';
import { toActivityFailure } from './failures';

function fetchError(status: number, data: unknown): FetchError {
  const err = new FetchError(`status ${status}`);
  (err as any).response = { status };
  (err as any).data = data;
  return err;
}

describe('toActivityFailure', () => {
  it('treats 502 as retryable', () => {
    expect(() => toActivityFailure(fetchError(502, { error: 'bad gateway' }))).toThrow(
      expect.objectContaining({ nonRetryable: false, type: 'CallvaneTransient' }),
    );
  });

  it('treats 503 as non-retryable (API disabled)', () => {
    try {
      toActivityFailure(fetchError(503, {}));
    } catch (e) {
      expect(e).toBeInstanceOf(ApplicationFailure);
      expect((e as ApplicationFailure).nonRetryable).toBe(true);
    }
  });

  it('distinguishes 404 user not found from missing list', () => {
    expect(() => toActivityFailure(fetchError(404, { error: 'user not found' }))).toThrow(
      expect.objectContaining({ type: 'CallvaneUserNotFound' }),
    );
    expect(() => toActivityFailure(fetchError(404, { error: 'contact list not found' }))).toThrow(
      expect.objectContaining({ type: 'CallvaneListNotFound' }),
    );
  });
});
