import type { BeforeErrorHook, BeforeRequestHook } from 'got';
import { CallforgeApiError, type CallforgeErrorBody } from '../types/callforgeErrors';

export const withCallforgeKey =
  (apiKey: string): BeforeRequestHook =>
  (options) => {
    options.headers['x-api-key'] = apiKey;
  };

export const withActingUser =
  (getEmail: () => string | undefined): BeforeRequestHook =>
  (options) => {
    const email = getEmail();
    if (email) {
      options.headers['x-user-email'] = email;
    }
  };

export const toCallforgeError: BeforeErrorHook = (error) => {
  const body = error.response?.body as CallforgeErrorBody | undefined;
  if (error.response && body?.error) {
    const detail = (body.details ?? []).map((d) => `${d.path}: ${d.message}`).join('; ');
    return Object.assign(error, {
      cause: new CallforgeApiError(error.response.statusCode, body.error, body.details),
      message: `CallForge ${error.response.statusCode}: ${body.error}${detail ? ` (${detail})` : ''}`,
    });
  }
  return error;
};
