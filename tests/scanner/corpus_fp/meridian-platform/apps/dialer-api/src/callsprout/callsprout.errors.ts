import { AxiosError } from 'axios';

/** Error payload returned by Callsprout's public API. */
export interface CallsproutErrorBody {
  error: string;
  details?: Array<{ path: string; message: string }>;
}

export type CallsproutErrorKind =
  | 'unauthorized'
  | 'missing_user'
  | 'user_not_found'
  | 'idp_unavailable'
  | 'api_disabled'
  | 'not_found'
  | 'rate_limited'
  | 'unknown';

export class CallsproutError extends Error {
  constructor(
    public readonly kind: CallsproutErrorKind,
    public readonly status: number,
    message: string,
    public readonly fieldErrors: string[] = [],
  ) {
    super(message);
    this.name = 'CallsproutError';
  }

  get transient(): boolean {
    return this.kind === 'idp_unavailable' || this.kind === 'rate_limited';
  }
}

export function toCallsproutError(err: AxiosError): CallsproutError {
  const status = err.response?.status ?? 0;
  const body = (err.response?.data ?? {}) as Partial<CallsproutErrorBody>;
  const message = body.error ?? err.message;
  const fieldErrors = (body.details ?? []).map((d) => `${d.path}: ${d.message}`);

  switch (status) {
    case 401:
      return new CallsproutError('unauthorized', status, message);
    case 400:
      return new CallsproutError('missing_user', status, message, fieldErrors);
    case 404:
      if (message.toLowerCase() === 'user not found') {
        return new CallsproutError('user_not_found', status, message);
      }
      return new CallsproutError('not_found', status, message);
    case 429:
      return new CallsproutError('rate_limited', status, message);
    case 502:
      return new CallsproutError('idp_unavailable', status, message);
    case 503:
      return new CallsproutError('api_disabled', status, 'Callsprout API is disabled for our account');
    default:
      return new CallsproutError('unknown', status, message, fieldErrors);
  }
}
