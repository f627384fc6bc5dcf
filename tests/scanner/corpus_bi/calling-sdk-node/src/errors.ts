import { AxiosError } from 'axios';

/** Shape of Ringlane error responses. */
export interface RinglaneErrorBody {
  error: string;
  details?: Array<{ path: string; message: string }>;
}

export class RinglaneError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly kind: 'auth' | 'user_not_found' | 'idp_unavailable' | 'api_disabled' | 'not_found' | 'other',
  ) {
    super(message);
  }
}

export function toRinglaneError(err: AxiosError<RinglaneErrorBody>): Error {
  if (!err.response) return err;
  const { status, data } = err.response;
  const message = data?.error ?? err.message;
  switch (status) {
    case 401:
      return new RinglaneError(message, status, 'auth');
    case 404:
      return new RinglaneError(message, status, message === 'user not found' ? 'user_not_found' : 'not_found');
    case 502:
      return new RinglaneError(message, status, 'idp_unavailable');
    case 503:
      return new RinglaneError(message, status, 'api_disabled');
    default:
      return new RinglaneError(message, status, 'other');
  }
}
