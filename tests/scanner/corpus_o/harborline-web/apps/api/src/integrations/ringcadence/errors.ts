import { RingCadenceErrorSchema } from "@harborline/shared/schemas/ringcadence";

export class RingCadenceApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly details: { path: string; message: string }[] = [],
  ) {
    super(message);
  }

  get isUserNotFound(): boolean {
    return this.status === 404 && this.message === "user not found";
  }

  get isTransient(): boolean {
    return this.status === 429 || this.status === 502;
  }
}

export async function toRingCadenceError(res: { status: number; json(): Promise<unknown> }) {
  const parsed = RingCadenceErrorSchema.safeParse(await res.json().catch(() => ({})));
  const message = parsed.success ? parsed.data.error : `HTTP ${res.status}`;
  return new RingCadenceApiError(res.status, message, parsed.success ? parsed.data.details : []);
}
