import { AxiosError } from 'axios';
import { RinglioErrorBody } from './types';

export type RinglioErrorKind = 'auth' | 'user_not_found' | 'idp_unavailable' | 'disabled' | 'rate_limited' | 'not_found' | 'unknown';

export class RinglioError extends Error {
  constructor(
    public readonly kind: RinglioErrorKind,
    public readonly status: number | undefined,
    message: string,
    public readonly fieldErrors: string[] = [],
  ) {
    super(message);
  }
}

export function toRinglioError(err: AxiosError<RinglioErrorBody>): RinglioError {
  const status = err.response?.status;
  const body = err.response?.data;
  const message = body?.error ?? err.message;
  const fieldErrors = (body?.details ?? []).map((d) => `${d.path}: ${d.message}`);

  switch (status) {
    case 401:
      return new RinglioError('auth', status, message);
    case 404:
      if (message === 'user not found') return new RinglioError('user_not_found', status, message);
      return new RinglioError('not_found', status, message, fieldErrors);
    case 429:
      return new RinglioError('rate_limited', status, message);
    case 502:
      return new RinglioError('idp_unavailable', status, message);
    case 503:
      return new RinglioError('disabled', status, 'Ringlio API disabled on the server');
    default:
      return new RinglioError('unknown', status, message, fieldErrors);
  }
}
