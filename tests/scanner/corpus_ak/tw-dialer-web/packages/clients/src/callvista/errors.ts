import { HttpError } from '../http';

/** Error payload returned by Callvista. */
export interface CallvistaErrorBody {
  error: string;
  details?: Array<{ path: string; message: string }>;
}

export class CallvistaError extends HttpError {
  constructor(status: number, public readonly payload?: CallvistaErrorBody) {
    super('callvista', status, payload?.error ?? 'unknown error', payload);
  }

  get isUserMissing(): boolean {
    return this.status === 404 && this.payload?.error === 'user not found';
  }

  get isApiDisabled(): boolean {
    return this.status === 503;
  }

  fieldMessages(): string[] {
    return (this.payload?.details ?? []).map((d) => `${d.path}: ${d.message}`);
  }
}
