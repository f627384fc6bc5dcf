import type { CallwrightErrorBody } from "./types";

export class CallwrightError extends Error {
  readonly status: number;
  readonly details: string[];

  constructor(status: number, message: string, details: string[] = []) {
    super(message);
    this.name = "CallwrightError";
    this.status = status;
    this.details = details;
  }

  get retryable(): boolean {
    return this.status === 429 || this.status === 502;
  }
}

/** The acting user has no Callwright seat (or their Okta account is gone). */
export class CallwrightUserNotFoundError extends CallwrightError {}
/** Callwright could not reach Okta to resolve the acting user. Usually transient. */
export class IdentityProviderUnavailableError extends CallwrightError {}
/** An admin has switched the public API off for our tenant. */
export class CallwrightApiDisabledError extends CallwrightError {}
export class ContactListNotFoundError extends CallwrightError {}

export async function toCallwrightError(res: Response): Promise<CallwrightError> {
  let body: Partial<CallwrightErrorBody> = {};
  try {
    body = (await res.json()) as Partial<CallwrightErrorBody>;
  } catch {
    // non-JSON (gateway page, empty body)
  }

  const message = typeof body.error === "string" ? body.error : res.statusText;
  const details = (body.details ?? []).map((d) => `${d.path}: ${d.message}`);

  switch (res.status) {
    case 404:
      if (message.toLowerCase() === "user not found") {
        return new CallwrightUserNotFoundError(404, message, details);
      }
      if (message.toLowerCase().startsWith("contact list not found")) {
        return new ContactListNotFoundError(404, message, details);
      }
      return new CallwrightError(404, message, details);
    case 502:
      return new IdentityProviderUnavailableError(502, message, details);
    case 503:
      return new CallwrightApiDisabledError(503, message, details);
    default:
      return new CallwrightError(res.status, message, details);
  }
}
