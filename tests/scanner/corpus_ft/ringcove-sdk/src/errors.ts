import type { ApiErrorPayload } from './types.js';

export class RingCoveError extends Error {
  constructor(message: string, public readonly status: number, public readonly payload?: ApiErrorPayload) {
    super(message);
    this.name = new.target.name;
  }
}
export class InvalidApiKeyError extends RingCoveError {}
export class MissingActingUserError extends RingCoveError {}
export class UserNotFoundError extends RingCoveError {}
export class ContactListNotFoundError extends RingCoveError {}
export class IdentityProviderUnavailableError extends RingCoveError {}
export class ApiDisabledError extends RingCoveError {}
export class RateLimitedError extends RingCoveError {
  retryAfterSeconds?: number;
}
export class ValidationError extends RingCoveError {
  get fields(): string[] {
    return (this.payload?.details ?? []).map((d) => `${d.path}: ${d.message}`);
  }
}

export function toError(status: number, payload: ApiErrorPayload | undefined): RingCoveError {
  const msg = payload?.error ?? `HTTP ${status}`;
  switch (status) {
    case 400:
      return payload?.details?.length ? new ValidationError(msg, status, payload) : new MissingActingUserError(msg, status, payload);
    case 401:
      return new InvalidApiKeyError(msg, status, payload);
    case 404:
      if (msg === 'user not found') return new UserNotFoundError(msg, status, payload);
      return new ContactListNotFoundError(msg, status, payload);
    case 429:
      return new RateLimitedError(msg, status, payload);
    case 502:
      return new IdentityProviderUnavailableError(msg, status, payload);
    case 503:
      return new ApiDisabledError(msg, status, payload);
    default:
      return new RingCoveError(msg, status, payload);
  }
}
