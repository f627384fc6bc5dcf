import ky, { HTTPError, type KyInstance } from 'ky';
import { callvaneConfig } from '@northbeam/config';
import { CALLVANE_ACTING_USER_HEADER, CALLVANE_KEY_HEADER, RETRYABLE_STATUSES } from './constants';
import { toCallvaneError } from './errors';

export interface ClientOptions {
  /** Email of the Callvane user the request is made on behalf of. */
  actAs?: string;
}

export function createCallvaneClient(opts: ClientOptions = {}): KyInstance {
  const cfg = callvaneConfig();
  return ky.create({
    prefixUrl: cfg.baseUrl,
    timeout: cfg.timeoutMs,
    headers: {
      [CALLVANE_KEY_HEADER]: cfg.apiKey,
      [CALLVANE_ACTING_USER_HEADER]: opts.actAs ?? cfg.actingUserEmail,
      accept: 'application/json',
    },
    retry: {
      limit: 3,
      methods: ['get', 'put', 'delete'],
      statusCodes: RETRYABLE_STATUSES,
      backoffLimit: 5_000,
    },
    hooks: {
      beforeError: [
        async (error) => {
          if (error instanceof HTTPError) {
            throw await toCallvaneError(error);
          }
          return error;
        },
      ],
    },
  });
}
