export interface DialcraftErrorBody {
  error: string;
  details?: Array<{ path: string; message: string }>;
}

export type DialcraftErrorKind =
  | "auth"
  | "missing_user"
  | "user_not_found"
  | "idp_unavailable"
  | "api_disabled"
  | "list_not_found"
  | "rate_limited"
  | "unknown";

export class DialcraftError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly kind: DialcraftErrorKind,
    readonly details: DialcraftErrorBody["details"] = [],
  ) {
    super(message);
    this.name = "DialcraftError";
  }
}

export async function toDialcraftError(res: Response): Promise<DialcraftError> {
  let body: Partial<DialcraftErrorBody> = {};
  try {
    body = (await res.json()) as DialcraftErrorBody;
  } catch {
    // non-JSON from their load balancer
  }
  const message = typeof body.error === "string" ? body.error : res.statusText;
  return new DialcraftError(message, res.status, classify(res.status, message), body.details);
}

function classify(status: number, message: string): DialcraftErrorKind {
  switch (status) {
    case 401:
      return "auth";
    case 400:
      return "missing_user";
    case 404:
      if (message === "user not found") return "user_not_found";
      return "list_not_found";
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

export function describeDetails(err: DialcraftError): string {
  return (err.details ?? []).map((d) => `${d.path}: ${d.message}`).join("; ");
}
