export interface RinglaneErrorBody {
  error: string;
  details?: { path: string; message: string }[];
}

export class RinglaneError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: RinglaneErrorBody | null,
  ) {
    super(body?.error ?? `Ringlane responded ${status}`);
  }

  get isUserNotFound(): boolean {
    return this.status === 404 && this.body?.error === "user not found";
  }

  get isApiDisabled(): boolean {
    return this.status === 503;
  }
}
