export interface RingCoveErrorDetail {
  path: string;
  message: string;
}

export interface RingCoveErrorBody {
  error: string;
  details?: RingCoveErrorDetail[];
}

export class RingCoveHttpError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: RingCoveErrorBody | undefined,
    public readonly requestPath: string,
  ) {
    super(body?.error ?? `RingCove request failed with ${status}`);
    this.name = 'RingCoveHttpError';
  }

  get isUserMissing(): boolean {
    return this.status === 404 && this.body?.error === 'user not found';
  }

  get isApiDisabled(): boolean {
    return this.status === 503;
  }

  get fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const d of this.body?.details ?? []) {
      out[d.path] = d.message;
    }
    return out;
  }
}

export class RingCoveUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('RingCove is unavailable', { cause });
    this.name = 'RingCoveUnavailableError';
  }
}
