import { HttpErrorResponse } from '@angular/common/http';
import { toDialerError } from './dialer-errors';

describe('toDialerError', () => {
  it('maps 404 user not found to not-provisioned', () => {
    const err = new HttpErrorResponse({ status: 404, error: { error: 'User not found' } });
    expect(toDialerError(err).kind).toBe('not-provisioned');
  });

  it('maps other 404 to list-missing', () => {
    const err = new HttpErrorResponse({ status: 404, error: { error: 'Contact list not found' } });
    expect(toDialerError(err).kind).toBe('list-missing');
  });

  it('maps 502 and 503 to unavailable', () => {
    expect(toDialerError(new HttpErrorResponse({ status: 502 })).kind).toBe('unavailable');
    expect(toDialerError(new HttpErrorResponse({ status: 503 })).kind).toBe('unavailable');
  });
});
