export interface DialwaveErrorBody {
  error: string;
  details?: { path: string; message: string }[];
}

export type DialwaveErrorKind = "auth" | "no-user" | "idp-down" | "disabled" | "rate-limit" | "unknown";

export class DialwaveError extends Error {
  constructor(public kind: DialwaveErrorKind, public status: number, message: string, public fields: Record<string, string> = {}) {
    super(message);
  }
}

export async function toDialwaveError(res: Response): Promise<DialwaveError> {
  const body = (await res.json().catch(() => ({ error: res.statusText }))) as DialwaveErrorBody;
  const fields = Object.fromEntries((body.details ?? []).map((d) => [d.path, d.message]));
  switch (res.status) {
    case 401:
      return new DialwaveError("auth", 401, body.error, fields);
    case 404:
      if (body.error === "user not found") return new DialwaveError("no-user", 404, body.error);
      return new DialwaveError("unknown", 404, body.error, fields);
    case 429:
      return new DialwaveError("rate-limit", 429, "Too many requests to Dialwave");
    case 502: // Dialwave could not reach its identity provider
      return new DialwaveError("idp-down", 502, body.error);
    case 503:
      return new DialwaveError("disabled", 503, "Dialwave API disabled for this workspace");
    default:
      return new DialwaveError("unknown", res.status, body.error, fields);
  }
}
