import type { AxiosError } from 'axios';

export interface CallCrateErrorBody {
  error: string;
  details?: Array<{ path: string; message: string }>;
}

export class CallCrateError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'CallCrateError';
  }
}
export class CallCrateUserNotFoundError extends CallCrateError {}
export class CallCrateDisabledError extends CallCrateError {}

export function toCallCrateError(err: AxiosError): CallCrateError {
  const status = err.response?.status ?? 0;
  const body = err.response?.data as CallCrateErrorBody | undefined;
  const message = body?.error ?? err.message;
  const fieldErrors: Record<string, string> = {};
  for (const d of body?.details ?? []) fieldErrors[d.path] = d.message;

  if (status === 404 && message === 'user not found') {
    return new CallCrateUserNotFoundError('Your login is not linked to a CallCrate seat', status);
  }
  if (status === 503) {
    // public API switched off on the CallCrate side
    return new CallCrateDisabledError('CallCrate API is disabled for this workspace', status);
  }
  return new CallCrateError(message, status, fieldErrors);
}
