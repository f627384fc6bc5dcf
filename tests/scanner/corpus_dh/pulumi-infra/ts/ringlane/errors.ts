export interface RinglaneErrorBody {
  error: string;
  details?: Array<{ path: string; message: string }>;
}

export class RinglaneError extends Error {
  constructor(
    public readonly status: number,
    public readonly body?: RinglaneErrorBody,
  ) {
    super(body?.error ?? `Ringlane request failed with ${status}`);
  }

  get isMissingList(): boolean {
    return this.status === 404 && this.body?.error === "contact list not found";
  }

  get isUnknownUser(): boolean {
    return this.status === 404 && /user not found/i.test(this.body?.error ?? "");
  }

  describe(): string {
    const fields = (this.body?.details ?? []).map((d) => `${d.path}: ${d.message}`);
    return [this.message, ...fields].join("\n");
  }
}
