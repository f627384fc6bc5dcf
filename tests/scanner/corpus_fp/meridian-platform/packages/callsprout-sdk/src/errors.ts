import type { AxiosError } from 'axios';

export interface CallsproutErrorDetail {
  path: string;
  message: string;
}

interface RawErrorBody {
  error?: string;
  details?: CallsproutErrorDetail[];
}

export class CallsproutError extends Error {
  readonly status: number;
  readonly details: CallsproutErrorDetail[];

  constructor(status: number, message: string, details: CallsproutErrorDetail[] = []) {
    super(message);
    this.name = 'CallsproutError';
    this.status = status;
    this.details = details;
  }

  static fromAxios(err: AxiosError): CallsproutError {
    const body = (err.response?.data ?? {}) as RawErrorBody;
    return new CallsproutError(
      err.response?.status ?? 0,
      typeof body.error === 'string' ? body.error : err.message,
      body.details ?? [],
    );
  }

  get isUserNotFound(): boolean {
    return this.status === 404 && /user not found/i.test(this.message);
  }

  get isIdentityProviderDown(): boolean {
    return this.status === 502;
  }

  get isApiDisabled(): boolean {
    return this.status === 503;
  }

  get isRateLimited(): boolean {
    return this.status === 429;
  }
}
