import { HttpErrorResponse } from '@angular/common/http';

export interface CallvaneErrorBody {
  error: string;
  details?: Array<{ path: string; message: string }>;
}

export type ListFailure = 'no-seat' | 'idp-down' | 'disabled' | 'not-found' | 'other';

export function classify(err: HttpErrorResponse): ListFailure {
  const body = err.error as CallvaneErrorBody | null;
  if (err.status === 404 && body?.error === 'user not found') return 'no-seat';
  if (err.status === 404) return 'not-found';
  if (err.status === 502) return 'idp-down';
  if (err.status === 503) return 'disabled';
  return 'other';
}
