import { AxiosError } from "axios";
import type { RinglaneErrorBody } from "./types";

export class RinglaneError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly retryable = false,
  ) {
    super(message);
    this.name = "RinglaneError";
  }
}

export class RinglaneSeatMissingError extends RinglaneError {}

export function toRinglaneError(err: unknown): RinglaneError {
  if (!(err instanceof AxiosError) || !err.response) {
    return new RinglaneError(String(err), 0, true);
  }
  const { status, data } = err.response as { status: number; data: RinglaneErrorBody };
  const msg = data?.error ?? err.message;

  if (status === 404 && msg === "user not found") {
    return new RinglaneSeatMissingError("This rep has no Ringlane seat", 404);
  }
  if (status === 502) {
    // Ringlane couldn't reach Google Workspace to resolve the user; transient
    return new RinglaneError("Ringlane identity lookup failed, retrying", 502, true);
  }
  if (status === 503) {
    return new RinglaneError("Ringlane public API is disabled for this workspace", 503);
  }
  if (status === 429) {
    return new RinglaneError("Ringlane rate limit", 429, true);
  }
  if (status === 400 && data?.details?.length) {
    const fields = data.details.map((d) => `${d.path}: ${d.message}`).join(", ");
    return new RinglaneError(`Invalid request: ${fields}`, 400);
  }
  return new RinglaneError(msg, status, status >= 500);
}
