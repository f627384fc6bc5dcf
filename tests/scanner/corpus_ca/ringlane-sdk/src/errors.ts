export interface RinglaneFieldError {
  path: string;
  message: string;
}

export interface RinglaneErrorBody {
  error: string;
  details?: RinglaneFieldError[];
}

export class RinglaneError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: RinglaneErrorBody,
  ) {
    super(body?.error ?? `Ringlane HTTP ${status}`);
    this.name = "RinglaneError";
  }

  get isUserNotFound(): boolean {
    return this.status === 404 && this.body.error === "user not found";
  }

  get isApiDisabled(): boolean {
    return this.status === 503;
  }

  get isTransient(): boolean {
    return this.status === 429 || this.status === 502;
  }

  fieldErrors(): string[] {
    return (this.body.details ?? []).map((d) => `${d.path}: ${d.message}`);
  }
}
