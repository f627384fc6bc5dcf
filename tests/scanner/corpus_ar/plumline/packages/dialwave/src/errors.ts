import type { FetchError } from "ofetch";

export interface DialwaveErrorBody {
  error: string;
  details?: Array<{ path: string; message: string }>;
}

export type DialwaveErrorKind =
  | "unauthorized"
  | "missing_user"
  | "user_not_found"
  | "list_not_found"
  | "idp_unavailable"
  | "api_disabled"
  | "rate_limited"
  | "unknown";

export class DialwaveError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly kind: DialwaveErrorKind,
    readonly details: NonNullable<DialwaveErrorBody["details"]> = [],
  ) {
    super(message);
    this.name = "DialwaveError";
  }

  get retryable(): boolean {
    return this.kind === "idp_unavailable" || this.kind === "rate_limited";
  }
}

export function classify(status: number, body: DialwaveErrorBody | undefined): DialwaveErrorKind {
  const msg = body?.error?.toLowerCase() ?? "";
  switch (status) {
    case 401:
      return "unauthorized";
    case 400:
      return "missing_user";
    case 404:
      if (msg === "user not found") return "user_not_found";
      if (msg === "contact list not found") return "list_not_found";
      return "unknown";
    case 429:
      return "rate_limited";
    case 502:
      return "idp_unavailable";
    case 503:
      return "api_disabled";
    default:
      return "unknown";
  }
}

export function toDialwaveError(err: FetchError<DialwaveErrorBody>): DialwaveError {
  const status = err.response?.status ?? 0;
  const body = err.data;
  const message = body?.error ?? err.message;
  return new DialwaveError(message, status, classify(status, body), body?.details ?? []);
}

export function formatDetails(e: DialwaveError): string {
  return e.details.map((d) => `${d.path}: ${d.message}`).join("; ");
}
