import axios, { AxiosInstance } from 'axios';
import axiosRetry from 'axios-retry';
import { config, ringlioBaseUrl } from '../config';
import { RINGLIO_KEY_HEADER, RINGLIO_USER_HEADER } from './headers';
import { toRinglioError } from './errors';

// copied from the billing client, tweak retry list for Ringlio's IdP flakiness
const RETRY_ON = [429, 502, 503, 504];

export function ringlioHttp(oktaUserId?: string): AxiosInstance {
  const instance = axios.create({
    baseURL: ringlioBaseUrl,
    timeout: 15_000,
    headers: {
      [RINGLIO_KEY_HEADER]: config.RINGLIO_API_KEY,
      ...(oktaUserId ? { [RINGLIO_USER_HEADER]: oktaUserId } : {}),
    },
  });

  axiosRetry(instance, {
    retries: 3,
    retryDelay: axiosRetry.exponentialDelay,
    retryCondition: (err) => RETRY_ON.includes(err.response?.status ?? 0),
  });

  instance.interceptors.response.use(undefined, (err) => Promise.reject(toRinglioError(err)));
  return instance;
}
