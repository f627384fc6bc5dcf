import { HttpErrorResponse } from '@angular/common/http';
import { Observable, throwError } from 'rxjs';

/** Body Callvane returns on non-2xx responses. */
export interface CallvaneErrorResponse {
  error: string;
  details?: { path: string; message: string }[];
}

export class CallvaneError extends Error {
  constructor(readonly status: number, message: string, readonly details: CallvaneErrorResponse['details'] = []) {
    super(message);
  }
}
export class CallvaneUnavailableError extends CallvaneError {}
export class CallvaneDisabledError extends CallvaneError {}
export class CallvaneSeatMissingError extends CallvaneError {}

export function fieldMessages(e: CallvaneError): Record<string, string> {
  return Object.fromEntries((e.details ?? []).map((d) => [d.path, d.message]));
}

export function mapCallvaneError(err: HttpErrorResponse): Observable<never> {
  const body = err.error as CallvaneErrorResponse | null;
  if (err.status === 404 && body?.error === 'user not found') {
    return throwError(() => new CallvaneSeatMissingError(404, 'No Callvane seat for this rep'));
  }
  switch (err.status) {
    case 502:
      return throwError(() => new CallvaneUnavailableError(502, 'Callvane sign-in is temporarily unavailable'));
    case 503:
      return throwError(() => new CallvaneDisabledError(503, 'Calling has been disabled by your admin'));
    default:
      return throwError(() => new CallvaneError(err.status, body?.error ?? err.message, body?.details));
  }
}
