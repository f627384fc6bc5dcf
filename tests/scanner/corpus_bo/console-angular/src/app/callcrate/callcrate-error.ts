import { HttpErrorResponse } from '@angular/common/http';

/** Body shape returned by CallCrate on failures. */
export interface CallCrateFailure {
  error: string;
  details?: Array<{ path: string; message: string }>;
}

export type CallCrateProblem =
  | { kind: 'seat-missing' }
  | { kind: 'idp-down' }
  | { kind: 'disabled' }
  | { kind: 'validation'; fields: string[] }
  | { kind: 'other'; message: string };

export function classify(err: HttpErrorResponse): CallCrateProblem {
  const body = err.error as CallCrateFailure | null;
  switch (err.status) {
    case 404:
      if (body?.error === 'user not found') return { kind: 'seat-missing' };
      break;
    case 502:
      return { kind: 'idp-down' };
    case 503:
      return { kind: 'disabled' };
    case 400:
      return { kind: 'validation', fields: (body?.details ?? []).map((d) => `${d.path}: ${d.message}`) };
  }
  return { kind: 'other', message: body?.error ?? err.message };
}
