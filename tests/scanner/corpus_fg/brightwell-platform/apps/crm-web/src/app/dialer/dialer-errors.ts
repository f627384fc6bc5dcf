import { HttpErrorResponse } from '@angular/common/http';

export type DialerErrorKind = 'not-provisioned' | 'list-missing' | 'unavailable' | 'rate-limited' | 'unknown';

export interface DialerError {
  kind: DialerErrorKind;
  message: string;
}

/** Maps a failed DialPath call (quick-list widget) to something the UI can show. */
export function toDialerError(err: HttpErrorResponse): DialerError {
  const msg: string = typeof err.error?.error === 'string' ? err.error.error : err.message;
  switch (err.status) {
    case 404:
      if (msg.toLowerCase() === 'user not found') {
        return { kind: 'not-provisioned', message: 'Your DialPath seat is not set up yet.' };
      }
      return { kind: 'list-missing', message: 'That call list no longer exists.' };
    case 502:
      return { kind: 'unavailable', message: 'DialPath could not reach the login provider. Try again.' };
    case 503:
      return { kind: 'unavailable', message: 'The DialPath API is switched off for our account.' };
    case 429:
      return { kind: 'rate-limited', message: 'Too many requests, slow down.' };
    default:
      return { kind: 'unknown', message: msg };
  }
}
