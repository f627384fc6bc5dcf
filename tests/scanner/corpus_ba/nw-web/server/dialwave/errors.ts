export interface DialwaveErrorBody {
  error: string;
  details?: Array<{ path: string; message: string }>;
}

export class DialwaveApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: DialwaveErrorBody | undefined,
  ) {
    super(body?.error ?? `Dialwave request failed with ${status}`);
    this.name = "DialwaveApiError";
  }

  get isUserNotFound(): boolean {
    return this.status === 404 && this.body?.error === "user not found";
  }

  get isApiDisabled(): boolean {
    return this.status === 503;
  }

  get isTransient(): boolean {
    return this.status === 429 || this.status === 502;
  }

  fieldErrors(): Record<string, string> {
    return Object.fromEntries((this.body?.details ?? []).map((d) => [d.path, d.message]));
  }
}
