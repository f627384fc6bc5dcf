import got, { HTTPError } from 'got';
import { config } from '../config.js';
import { logger } from '../lib/logger.js';
import { RingLaneApiError, type RingLaneErrorBody } from './errors.js';

export const ringlane = got.extend({
  prefixUrl: config.RINGLANE_API_URL,
  responseType: 'json',
  timeout: { request: 15_000 },
  retry: {
    limit: 3,
    methods: ['GET', 'POST', 'PATCH', 'DELETE'],
    statusCodes: [429, 502],
  },
  hooks: {
    beforeRequest: [
      (options) => {
        options.headers['X-API-Key'] = config.RINGLANE_API_KEY;
        options.headers['X-User-Id'] = config.RINGLANE_USER_ID;
      },
    ],
    beforeRetry: [
      (error, retryCount) => {
        logger.warn({ status: error.response?.statusCode, retryCount }, 'retrying ringlane call');
      },
    ],
    beforeError: [
      (error) => {
        if (error instanceof HTTPError) {
          const body = error.response.body as RingLaneErrorBody | undefined;
          return new RingLaneApiError(error.response.statusCode, body) as unknown as HTTPError;
        }
        return error;
      },
    ],
  },
});
