import { AxiosError } from 'axios';
import { DialpathErrorBody } from '@brightwell/dialpath-types';

export class DialpathError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: { path: string; message: string }[] = [],
  ) {
    super(message);
  }
}

export class DialpathUserNotFoundError extends DialpathError {}
export class DialpathUnavailableError extends DialpathError {}

export function fromAxios(err: AxiosError<DialpathErrorBody>): DialpathError {
  const status = err.response?.status ?? 0;
  const body = err.response?.data;
  const message = body?.error ?? err.message;
  if (status === 404 && /user not found/i.test(message)) {
    return new DialpathUserNotFoundError(status, message);
  }
  if (status === 502) {
    return new DialpathUnavailableError(status, `identity provider unreachable: ${message}`);
  }
  if (status === 503) {
    // "API disabled on the server" - someone turned off API access in DialPath admin
    return new DialpathUnavailableError(status, message);
  }
  const details = (body?.details ?? []).map((d) => ({ path: d.path, message: d.message }));
  return new DialpathError(status, message, details);
}
