import type { AxiosError } from 'axios';

export interface RinglaneErrorDetail {
  path: string;
  message: string;
}

export interface RinglaneErrorBody {
  error: string;
  details?: RinglaneErrorDetail[];
}

export class RinglaneError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly details: RinglaneErrorDetail[] = [],
  ) {
    super(message);
    this.name = 'RinglaneError';
  }

  get isUserNotFound(): boolean {
    return this.status === 404 && this.message === 'user not found';
  }

  get isApiDisabled(): boolean {
    return this.status === 503;
  }
}

export function toRinglaneError(err: AxiosError<RinglaneErrorBody>): RinglaneError {
  const body = err.response?.data;
  const message = typeof body?.error === 'string' ? body.error : err.message;
  return new RinglaneError(err.response?.status ?? 0, message, body?.details ?? []);
}

export function describeDetails(e: RinglaneError): string {
  return e.details.map((d) => `${d.path}: ${d.message}`).join('; ');
}
