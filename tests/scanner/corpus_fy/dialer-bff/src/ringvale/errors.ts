export interface RingvaleErrorBody {
  error: string;
  details?: Array<{ path: string; message: string }>;
}

export const MSG_USER_NOT_FOUND = 'user not found';
export const MSG_LIST_NOT_FOUND = 'contact list not found';

/** Statuses worth retrying from a worker. */
export const RINGVALE_RETRYABLE = new Set([429, 502]);

export class RingvaleError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly details: RingvaleErrorBody['details'] = [],
  ) {
    super(message);
    this.name = 'RingvaleError';
  }

  get retryable(): boolean {
    return RINGVALE_RETRYABLE.has(this.status);
  }
}

export class RingvaleDisabledError extends RingvaleError {}
export class RingvaleUnknownUserError extends RingvaleError {}
