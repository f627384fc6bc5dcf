export interface RingLaneErrorBody {
  error: string;
  details?: Array<{ path: string; message: string }>;
}

export class RingLaneApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: RingLaneErrorBody | undefined,
  ) {
    super(body?.error ?? `RingLane request failed with ${status}`);
    this.name = 'RingLaneApiError';
  }

  get isUserNotFound(): boolean {
    return this.status === 404 && this.body?.error === 'user not found';
  }

  get isApiDisabled(): boolean {
    return this.status === 503;
  }

  fieldErrors(): string[] {
    return (this.body?.details ?? []).map((d) => `${d.path}: ${d.message}`);
  }
}
