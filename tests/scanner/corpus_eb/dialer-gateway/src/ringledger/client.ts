import axios, { AxiosError, AxiosInstance } from 'axios';
import axiosRetry from 'axios-retry';
import { config } from '../config';
import { logger } from '../lib/logger';
import {
  HEADER_ACTING_USER,
  HEADER_API_KEY,
  ringledgerBasePath,
} from './constants';
import { toRingLedgerError } from './errors';

let instance: AxiosInstance | undefined;

export function ringledger(): AxiosInstance {
  if (instance) return instance;

  instance = axios.create({
    baseURL: `${config.ringledger.host}${ringledgerBasePath()}`,
    timeout: config.ringledger.timeoutMs,
    headers: { 'content-type': 'application/json' },
  });

  instance.interceptors.request.use((req) => {
    req.headers.set(HEADER_API_KEY, config.ringledger.apiKey);
    const actingUser = (req as any).actingUser ?? config.ringledger.actingUser;
    req.headers.set(HEADER_ACTING_USER, actingUser);
    return req;
  });

  axiosRetry(instance, {
    retries: 3,
    retryDelay: axiosRetry.exponentialDelay,
    retryCondition: (err: AxiosError) =>
      [429, 502].includes(err.response?.status ?? 0) || axiosRetry.isNetworkError(err),
  });

  instance.interceptors.response.use(
    (res) => res,
    (err: AxiosError) => {
      const mapped = toRingLedgerError(err);
      logger.warn({ status: mapped.status, msg: mapped.message }, 'ringledger call failed');
      return Promise.reject(mapped);
    },
  );

  return instance;
}
