import { HTTPError } from 'ky';

/** Shape of an error body returned by Callvane. */
export interface CallvaneErrorBody {
  error: string;
  details?: Array<{ path: string; message: string }>;
}

export type CallvaneErrorKind =
  | 'unauthorized'
  | 'missing_user'
  | 'user_not_found'
  | 'list_not_found'
  | 'idp_unavailable'
  | 'api_disabled'
  | 'rate_limited'
  | 'unknown';

export class CallvaneError extends Error {
  constructor(
    readonly status: number,
    readonly kind: CallvaneErrorKind,
    message: string,
    readonly details: string[] = [],
  ) {
    super(message);
    this.name = 'CallvaneError';
  }

  get retryable(): boolean {
    return this.kind === 'idp_unavailable' || this.kind === 'rate_limited';
  }
}

function classify(status: number, message: string): CallvaneErrorKind {
  switch (status) {
    case 401:
      return 'unauthorized';
    case 400:
      return message.includes('user') ? 'missing_user' : 'unknown';
    case 404:
      return message.toLowerCase() === 'user not found' ? 'user_not_found' : 'list_not_found';
    case 429:
      return 'rate_limited';
    case 502:
      return 'idp_unavailable';
    case 503:
      return 'api_disabled';
    default:
      return 'unknown';
  }
}

export async function toCallvaneError(err: HTTPError): Promise<CallvaneError> {
  const status = err.response.status;
  let body: Partial<CallvaneErrorBody> = {};
  try {
    body = (await err.response.clone().json()) as CallvaneErrorBody;
  } catch {
    // non-JSON body (load balancer HTML page etc.)
  }
  const message = typeof body.error === 'string' ? body.error : err.message;
  const details = (body.details ?? []).map((d) => `${d.path}: ${d.message}`);
  return new CallvaneError(status, classify(status, message), message, details);
}
