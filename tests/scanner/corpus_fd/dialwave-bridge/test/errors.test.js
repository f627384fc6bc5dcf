const { toDialwaveError, DialwaveDisabledError, DialwaveUnknownActorError } = require('../src/dialwave/errors');

const axiosErr = (status, data) => Object.assign(new Error(`Request failed with status code ${status}`), { response: { status, data } });

describe('toDialwaveError', () => {
  it('maps 503 to DialwaveDisabledError', () => {
    expect(toDialwaveError(axiosErr(503, { error: 'API disabled' }))).toBeInstanceOf(DialwaveDisabledError);
  });

  it('maps 404 user-not-found to DialwaveUnknownActorError', () => {
    expect(toDialwaveError(axiosErr(404, { error: 'User not found' }))).toBeInstanceOf(DialwaveUnknownActorError);
  });

  it('marks 502 as retryable', () => {
    expect(toDialwaveError(axiosErr(502, {})).retryable).toBe(true);
  });

  it('flattens field problems', () => {
    const e = toDialwaveError(axiosErr(400, { error: 'validation failed', details: [{ path: 'contacts[0].phone', message: 'invalid' }] }));
    expect(e.problems).toEqual(['contacts[0].phone: invalid']);
  });
});
