import { describe, it, expect } from 'vitest';
import {
  ApiDisabledError,
  ContactListNotFoundError,
  IdentityProviderUnavailableError,
  UserNotFoundError,
  toError,
} from '../src/errors';

describe('toError', () => {
  it('maps 404 user lookups to UserNotFoundError', () => {
    expect(toError(404, { error: 'user not found' })).toBeInstanceOf(UserNotFoundError);
  });

  it('maps other 404s to ContactListNotFoundError', () => {
    expect(toError(404, { error: 'contact list not found' })).toBeInstanceOf(ContactListNotFoundError);
  });

  it('maps 502 to IdentityProviderUnavailableError', () => {
    expect(toError(502, undefined)).toBeInstanceOf(IdentityProviderUnavailableError);
  });

  it('maps 503 to ApiDisabledError', () => {
    expect(toError(503, { error: 'API disabled on the server' })).toBeInstanceOf(ApiDisabledError);
  });
});
