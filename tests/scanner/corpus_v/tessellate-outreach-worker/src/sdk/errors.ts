import type { V1ErrorBody } from "./types";

export class DialforgeError extends Error {
  constructor(public readonly status: number, message: string, public readonly fieldErrors: string[] = []) {
    super(message);
    this.name = "DialforgeError";
  }
}
export class ActingUserNotFoundError extends DialforgeError {}
export class IdentityProviderUnavailableError extends DialforgeError {}
export class DialforgeDisabledError extends DialforgeError {}
export class ContactListNotFoundError extends DialforgeError {}

export function toDialforgeError(status: number, body: V1ErrorBody | undefined): DialforgeError {
  const message = typeof body?.error === "string" ? body.error : `HTTP ${status}`;
  const fieldErrors = (body?.details ?? []).map((d) => `${d.path}: ${d.message}`);

  if (status === 404 && message.toLowerCase() === "user not found") {
    return new ActingUserNotFoundError(status, message);
  }
  if (status === 404) {
    return new ContactListNotFoundError(status, message);
  }
  if (status === 502) {
    return new IdentityProviderUnavailableError(status, message);
  }
  if (status === 503) {
    return new DialforgeDisabledError(status, message);
  }
  return new DialforgeError(status, message, fieldErrors);
}
