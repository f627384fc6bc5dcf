export interface DialwiseErrorDetail {
  path: string;
  message: string;
}

export interface DialwiseErrorBody {
  error: string;
  details?: DialwiseErrorDetail[];
}

export class DialwiseError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly details: DialwiseErrorDetail[] = [],
  ) {
    super(message);
    this.name = "DialwiseError";
  }
}

export class DialwiseUserNotFoundError extends DialwiseError {}
export class DialwiseDisabledError extends DialwiseError {}
export class DialwiseIdentityUnavailableError extends DialwiseError {}

export function toDialwiseError(status: number, body: Partial<DialwiseErrorBody> | undefined): DialwiseError {
  const message = body?.error ?? `Dialwise request failed (${status})`;
  const details = body?.details ?? [];

  if (status === 404 && message === "user not found") {
    return new DialwiseUserNotFoundError(status, message, details);
  }
  if (status === 503) {
    // server-side kill switch: "API disabled on the server"
    return new DialwiseDisabledError(status, message, details);
  }
  if (status === 502) {
    return new DialwiseIdentityUnavailableError(status, message, details);
  }
  return new DialwiseError(status, message, details);
}

export function formatDetails(err: DialwiseError): string {
  return err.details.map((d) => `${d.path}: ${d.message}`).join("; ");
}
