export interface RingstackErrorBody {
  error: string;
  details?: Array<{ path: string; message: string }>;
}

export class RingstackError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: RingstackErrorBody | undefined,
  ) {
    super(body?.error ?? `Ringstack request failed with ${status}`);
    this.name = "RingstackError";
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

  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const d of this.body?.details ?? []) {
      out[d.path] = d.message;
    }
    return out;
  }
}
