import { RETRYABLE_STATUSES } from "./constants";

/** Body Ringlane returns on any non-2xx. */
export interface RinglaneErrorBody {
  error: string;
  details?: RinglaneErrorDetail[];
}

export interface RinglaneErrorDetail {
  path: string;
  message: string;
}

export class RinglaneError extends Error {
  readonly status: number;
  readonly body: RinglaneErrorBody | null;

  constructor(status: number, body: RinglaneErrorBody | null) {
    super(body?.error ?? `Ringlane request failed (${status})`);
    this.name = "RinglaneError";
    this.status = status;
    this.body = body;
  }

  get retryable(): boolean {
    return RETRYABLE_STATUSES.includes(this.status);
  }

  /** The acting rep isn't in Ringlane's SSO directory (yet). */
  get isUnknownRep(): boolean {
    return this.status === 404 && this.body?.error === "user not found";
  }

  get isIdpUnavailable(): boolean {
    return this.status === 502;
  }

  /** Ringlane ops can switch the public API off per org. */
  get isApiDisabled(): boolean {
    return this.status === 503;
  }

  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const d of this.body?.details ?? []) {
      out[d.path] = d.message;
    }
    return out;
  }
}
