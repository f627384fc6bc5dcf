import { HTTPError } from 'got';

/** Shape of an error body returned by Ringlane. */
export interface RinglaneErrorBody {
  error: string;
  details?: Array<{ path: string; message: string }>;
}

export type RinglaneErrorKind =
  | 'auth'
  | 'missing_user'
  | 'user_not_found'
  | 'list_not_found'
  | 'idp_unavailable'
  | 'api_disabled'
  | 'rate_limited'
  | 'validation'
  | 'unknown';

export class RinglaneError extends Error {
  constructor(
    public readonly kind: RinglaneErrorKind,
    public readonly status: number,
    message: string,
    public readonly details: RinglaneErrorBody['details'] = [],
  ) {
    super(message);
    this.name = 'RinglaneError';
  }

  get retryable(): boolean {
    return this.kind === 'idp_unavailable' || this.kind === 'rate_limited';
  }
}

function parseBody(raw: unknown): RinglaneErrorBody | null {
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (raw && typeof raw === 'object' && typeof (raw as any).error === 'string') {
    return raw as RinglaneErrorBody;
  }
  return null;
}

export function toRinglaneError(err: unknown): RinglaneError | unknown {
  if (!(err instanceof HTTPError)) return err;
  const status = err.response.statusCode;
  const body = parseBody(err.response.body);
  const message = body?.error ?? err.message;

  switch (status) {
    case 401:
      return new RinglaneError('auth', status, message);
    case 400:
      if (/user/i.test(message)) return new RinglaneError('missing_user', status, message);
      return new RinglaneError('validation', status, message, body?.details);
    case 404:
      if (message === 'user not found') return new RinglaneError('user_not_found', status, message);
      return new RinglaneError('list_not_found', status, message);
    case 429:
      return new RinglaneError('rate_limited', status, message);
    case 502:
      return new RinglaneError('idp_unavailable', status, message);
    case 503:
      return new RinglaneError('api_disabled', status, 'Ringlane API is disabled for our account');
    default:
      return new RinglaneError('unknown', status, message);
  }
}

export function formatValidationDetails(e: RinglaneError): string {
  return (e.details ?? []).map((d) => `${d.path}: ${d.message}`).join('; ');
}
