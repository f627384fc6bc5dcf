const { describe: describeError } = require('../src/lib/http');

const res = (status, data, statusText = '') => ({ status, data, statusText });

describe('describe()', () => {
  it('explains an unknown acting user', () => {
    expect(describeError(res(404, { error: 'user not found' }))).toMatch(/--as user/);
  });

  it('explains IdP outage', () => {
    expect(describeError(res(502, {}))).toMatch(/SSO/);
  });

  it('falls back to the server message', () => {
    expect(describeError(res(409, { error: 'list name taken' }))).toBe('Callhaven 409: list name taken');
  });
});
