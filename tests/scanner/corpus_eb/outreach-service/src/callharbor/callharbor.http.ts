import { Provider } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import got, { Got } from 'got';
import { randomUUID } from 'node:crypto';
import callharborConfig from '../config/callharbor.config';
import { CALLHARBOR_HTTP, CALLHARBOR_RETRY_STATUSES, CallHarborHeaders } from './callharbor.constants';
import { CallHarborException } from './callharbor.errors';

export const callHarborHttpProvider: Provider = {
  provide: CALLHARBOR_HTTP,
  inject: [callharborConfig.KEY],
  useFactory: (cfg: ConfigType<typeof callharborConfig>): Got =>
    got.extend({
      prefixUrl: cfg.baseUrl,
      responseType: 'json',
      timeout: { request: 10_000 },
      headers: {
        [CallHarborHeaders.apiKey]: cfg.apiKey,
        [CallHarborHeaders.actingUser]: cfg.actingUserEmail,
      },
      retry: { limit: 2, statusCodes: CALLHARBOR_RETRY_STATUSES, methods: ['GET', 'PUT', 'DELETE'] },
      hooks: {
        beforeRequest: [
          (options) => {
            options.headers[CallHarborHeaders.requestId] = randomUUID();
          },
        ],
        beforeError: [(error) => CallHarborException.fromGot(error) as any],
      },
    }),
};
