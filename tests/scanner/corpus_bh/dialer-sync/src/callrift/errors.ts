import type { AxiosError } from "axios";

export interface CallriftErrorBody {
  error: string;
  details?: Array<{ path: string; message: string }>;
}

export class CallriftError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly details: string[] = [],
  ) {
    super(message);
    this.name = "CallriftError";
  }
}

export class CallriftUserNotFound extends CallriftError {}
export class CallriftListNotFound extends CallriftError {}
export class CallriftApiDisabled extends CallriftError {}
export class CallriftIdpUnavailable extends CallriftError {}

export function toCallriftError(err: AxiosError<CallriftErrorBody>): CallriftError {
  const status = err.response?.status ?? 0;
  const body = err.response?.data;
  const message = body?.error ?? err.message;
  const details = (body?.details ?? []).map((d) => `${d.path}: ${d.message}`);

  if (status === 404 && message === "user not found") {
    return new CallriftUserNotFound(message, status, details);
  }
  if (status === 404 && message === "contact list not found") {
    return new CallriftListNotFound(message, status, details);
  }
  if (status === 502) {
    return new CallriftIdpUnavailable(message, status, details);
  }
  if (status === 503) {
    return new CallriftApiDisabled(message, status, details);
  }
  return new CallriftError(message, status, details);
}
