import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { apiErrorMessage } from './http';

const axiosErr = (status: number, data: unknown) =>
  new AxiosError('boom', 'ERR', undefined, undefined, {
    status,
    data,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
  });

describe('apiErrorMessage', () => {
  it('explains 404 user not found from our backend', () => {
    expect(apiErrorMessage(axiosErr(404, { error: 'user not found' }))).toMatch(/not provisioned/);
  });
  it('maps 503 to dialer unavailable', () => {
    expect(apiErrorMessage(axiosErr(503, { error: 'dialer: api_disabled' }))).toBe('The dialer is temporarily unavailable.');
  });
  it('falls back to the flat error string', () => {
    expect(apiErrorMessage(axiosErr(409, { error: 'campaign has no dialer list' }))).toBe('campaign has no dialer list');
  });
});
