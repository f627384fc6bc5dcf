export interface RinglaneErrorBody {
  error: string;
  details?: Array<{ path: string; message: string }>;
}

export class RinglaneError extends Error {
  constructor(
    readonly status: number,
    readonly body: RinglaneErrorBody | undefined,
  ) {
    super(body?.error ?? `Ringlane HTTP ${status}`);
    this.name = "RinglaneError";
  }

  /** The acting user (our member's Okta id) does not exist in Ringlane. */
  get isUnknownUser(): boolean {
    return this.status === 404 && this.body?.error === "user not found";
  }

  get isTransient(): boolean {
    return this.status === 429 || this.status === 502;
  }

  get isApiDisabled(): boolean {
    return this.status === 503;
  }

  fieldMessages(): Record<string, string> {
    return Object.fromEntries((this.body?.details ?? []).map((d) => [d.path, d.message]));
  }
}
