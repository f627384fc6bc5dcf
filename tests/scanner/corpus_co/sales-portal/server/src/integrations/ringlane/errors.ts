import type { RinglaneErrorBody } from './types';

export type RinglaneErrorKind =
  | 'bad_key'
  | 'missing_user'
  | 'user_not_found'
  | 'list_not_found'
  | 'idp_unreachable'
  | 'api_disabled'
  | 'rate_limited'
  | 'unknown';

export class RinglaneApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly kind: RinglaneErrorKind,
    message: string,
    public readonly details: RinglaneErrorBody['details'] = [],
  ) {
    super(message);
    this.name = 'RinglaneApiError';
  }

  get retryable(): boolean {
    return this.kind === 'idp_unreachable' || this.kind === 'rate_limited';
  }

  static fromResponse(status: number, body?: RinglaneErrorBody): RinglaneApiError {
    const message = body?.error ?? `HTTP ${status}`;
    return new RinglaneApiError(status, kindFor(status, message), message, body?.details);
  }
}

function kindFor(status: number, message: string): RinglaneErrorKind {
  switch (status) {
    case 401:
      return 'bad_key';
    case 400:
      return 'missing_user';
    case 404:
      return /user not found/i.test(message) ? 'user_not_found' : 'list_not_found';
    case 429:
      return 'rate_limited';
    case 502:
      return 'idp_unreachable';
    case 503:
      return 'api_disabled';
    default:
      return 'unknown';
  }
}
