import got, { Got } from 'got';
import { env } from '../../config/env';
import { logger } from '../../lib/logger';
import { DEFAULT_TIMEOUT_MS, HEADERS } from './constants';
import { toRinglaneError } from './errors';

let instance: Got | undefined;

export function ringlane(): Got {
  if (instance) return instance;

  instance = got.extend({
    prefixUrl: env.RINGLANE_BASE_URL,
    timeout: { request: env.RINGLANE_TIMEOUT_MS ?? DEFAULT_TIMEOUT_MS },
    responseType: 'json',
    headers: {
      [HEADERS.apiKey]: env.RINGLANE_API_KEY,
      [HEADERS.actingUser]: env.RINGLANE_ACTING_USER,
      'user-agent': 'parcelwise-api/0.14',
    },
    retry: {
      limit: 2,
      methods: ['GET', 'PUT', 'DELETE'],
      statusCodes: [408, 429, 500, 502, 504],
    },
    hooks: {
      beforeError: [
        (error) => {
          logger.warn(
            { status: error.response?.statusCode, url: error.options.url?.toString() },
            'ringlane request failed',
          );
          return error;
        },
      ],
    },
  });
  return instance;
}

/** Run a request as a specific rep instead of the ops service user. */
export function asUser(email: string): Got {
  return ringlane().extend({
    headers: { 'X-User-Email': email },
  });
}

export async function call<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw toRinglaneError(err);
  }
}
