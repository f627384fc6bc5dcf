export interface RingsteadFieldError {
  path: string;
  message: string;
}

/** Shape of every non-2xx body Ringstead returns. */
export interface RingsteadErrorBody {
  error: string;
  details?: RingsteadFieldError[];
}

export class RingsteadApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly body?: RingsteadErrorBody,
  ) {
    super(body?.error ?? `Ringstead responded with HTTP ${status}`);
    this.name = 'RingsteadApiError';
  }

  /** The acting user's email is not a Ringstead seat. */
  get isUserNotFound(): boolean {
    return this.status === 404 && this.body?.error === 'user not found';
  }

  /** Ringstead ops have turned off the public API (maintenance, incident). */
  get isApiDisabled(): boolean {
    return this.status === 503;
  }

  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const d of this.body?.details ?? []) {
      out[d.path] = d.message;
    }
    return out;
  }
}
