import { AxiosError } from "axios";
import type { DialwiseErrorBody } from "./types";

export type DialwiseErrorKind =
  | "auth"
  | "user_not_found"
  | "list_not_found"
  | "idp_unavailable"
  | "api_disabled"
  | "rate_limited"
  | "unknown";

export class DialwiseError extends Error {
  constructor(
    public readonly kind: DialwiseErrorKind,
    public readonly status: number | undefined,
    message: string,
    public readonly fieldErrors: string[] = [],
  ) {
    super(message);
  }

  get retryable(): boolean {
    return this.kind === "idp_unavailable" || this.kind === "rate_limited";
  }
}

export function toDialwiseError(err: AxiosError<DialwiseErrorBody>): DialwiseError {
  const status = err.response?.status;
  const body = err.response?.data;
  const message = body?.error ?? err.message;
  const fieldErrors = (body?.details ?? []).map((d) => `${d.path}: ${d.message}`);

  switch (status) {
    case 401:
      return new DialwiseError("auth", status, message);
    case 404:
      if (message === "user not found") {
        return new DialwiseError("user_not_found", status, message);
      }
      return new DialwiseError("list_not_found", status, message);
    case 429:
      return new DialwiseError("rate_limited", status, message);
    case 502:
      return new DialwiseError("idp_unavailable", status, message);
    case 503:
      return new DialwiseError("api_disabled", status, "DialWise public API is disabled");
    default:
      return new DialwiseError("unknown", status, message, fieldErrors);
  }
}
