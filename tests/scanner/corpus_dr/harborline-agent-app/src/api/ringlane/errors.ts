import type { AxiosError } from 'axios';

export interface RinglaneErrorBody {
  error: string;
  details?: Array<{ path: string; message: string }>;
}

export class RinglaneApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly details: RinglaneErrorBody['details'] = [],
  ) {
    super(message);
    this.name = 'RinglaneApiError';
  }

  /** Agent's Harborline login is not linked to a Ringlane seat. */
  get isUserNotFound(): boolean {
    return this.status === 404 && this.message === 'user not found';
  }

  get isApiDisabled(): boolean {
    return this.status === 503;
  }

  get isIdpUnreachable(): boolean {
    return this.status === 502;
  }

  get isTransient(): boolean {
    return this.status === 0 || this.status === 429;
  }
}

export function toRinglaneError(err: AxiosError): RinglaneApiError {
  const status = err.response?.status ?? 0;
  const body = err.response?.data as Partial<RinglaneErrorBody> | undefined;
  const message = typeof body?.error === 'string' ? body.error : err.message;
  return new RinglaneApiError(status, message, body?.details ?? []);
}

export function fieldErrors(e: RinglaneApiError): Record<string, string> {
  return Object.fromEntries((e.details ?? []).map((d) => [d.path, d.message]));
}
