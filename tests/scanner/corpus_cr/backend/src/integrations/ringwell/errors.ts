export interface RingwellErrorBody {
  error: string;
  details?: Array<{ path: string; message: string }>;
}

export class RingwellError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly details: RingwellErrorBody["details"] = [],
  ) {
    super(message);
    this.name = "RingwellError";
  }
}

export class RingwellUserNotFound extends RingwellError {}
export class RingwellDisabled extends RingwellError {}

export function toRingwellError(status: number, body: RingwellErrorBody): RingwellError {
  const msg = body?.error ?? `Ringwell HTTP ${status}`;
  if (status === 404 && msg.toLowerCase() === "user not found") {
    return new RingwellUserNotFound(status, msg, body.details);
  }
  if (status === 503) {
    // "API disabled on the server" - their admin toggled public API off for our org
    return new RingwellDisabled(status, msg, body.details);
  }
  return new RingwellError(status, msg, body?.details);
}

export function formatDetails(err: RingwellError): string {
  return (err.details ?? []).map((d) => `${d.path}: ${d.message}`).join("; ");
}
