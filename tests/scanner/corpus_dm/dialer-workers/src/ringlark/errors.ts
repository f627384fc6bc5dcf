import { AxiosError } from "axios";
import { UnrecoverableError } from "bullmq";
import { FATAL_STATUS } from "./retry.js";

interface LegacyErrorPayload {
  error: string;
  details?: Array<{ path: string; message: string }>;
}

/**
 * Turns an axios error from Ringlark into something BullMQ understands.
 * Returns a plain Error (retry) or UnrecoverableError (fail the job).
 */
export function toJobError(err: unknown, context: string): Error {
  if (!(err instanceof AxiosError) || !err.response) {
    return err instanceof Error ? err : new Error(String(err));
  }
  const { status, data } = err.response as { status: number; data: LegacyErrorPayload | undefined };
  const message = data?.error ?? err.message;

  if (status === 503) {
    // Ringlark returns 503 when the tenant's admin has turned the public API off.
    return new UnrecoverableError(`${context}: Ringlark API disabled for tenant (${message})`);
  }
  if (status === 404 && message === "user not found") {
    return new UnrecoverableError(`${context}: acting user is not a Ringlark user`);
  }
  if (FATAL_STATUS.has(status)) {
    const fields = (data?.details ?? []).map((d) => `${d.path}: ${d.message}`).join(", ");
    return new UnrecoverableError(`${context}: ${status} ${message}${fields ? ` [${fields}]` : ""}`);
  }
  return new Error(`${context}: ${status} ${message}`);
}
