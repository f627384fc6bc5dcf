import { AxiosError } from 'axios';
import { RinglaneErrorBody } from './types';

export class RinglaneApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly details: { path: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'RinglaneApiError';
  }

  get isUserMissing(): boolean {
    return this.status === 404 && this.message === 'user not found';
  }

  describeDetails(): string {
    return this.details.map((d) => `${d.path}: ${d.message}`).join(', ');
  }

  get isTransient(): boolean {
    return this.status === 429 || this.status === 502;
  }
}

export function toRinglaneError(err: AxiosError<RinglaneErrorBody>): RinglaneApiError {
  const status = err.response?.status ?? 0;
  const body = err.response?.data;
  const message = body?.error ?? err.message;
  return new RinglaneApiError(status, message, body?.details ?? []);
}
