export interface RingwellErrorDetail {
  path: string;
  message: string;
}

export interface RingwellErrorBody {
  error: string;
  details?: RingwellErrorDetail[];
}

export class RingwellApiError extends Error {
  constructor(public readonly status: number, public readonly body?: RingwellErrorBody) {
    super(body?.error ?? `Ringwell responded with HTTP ${status}`);
    this.name = "RingwellApiError";
  }

  get isUserNotFound(): boolean {
    return this.status === 404 && this.body?.error === "user not found";
  }

  get isListNotFound(): boolean {
    return this.status === 404 && /contact list not found/i.test(this.body?.error ?? "");
  }

  get isApiDisabled(): boolean {
    return this.status === 503;
  }

  fieldErrors(): string[] {
    return (this.body?.details ?? []).map((d) => `${d.path}: ${d.message}`);
  }
}
