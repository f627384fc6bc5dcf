import axios, { AxiosInstance } from 'axios';
import axiosRetry from 'axios-retry';
import { DEFAULT_TIMEOUT_MS, HEADERS, RINGLANE_HOST, RINGLANE_PUBLIC_PATH } from './constants';
import { toRinglaneError } from './errors';

const RETRYABLE_STATUSES = [429, 502];

export interface HttpOptions {
  apiKey: string;
  baseURL?: string;
  timeoutMs?: number;
}

export function createHttp(opts: HttpOptions): AxiosInstance {
  const instance = axios.create({
    baseURL: opts.baseURL ?? `${RINGLANE_HOST}${RINGLANE_PUBLIC_PATH}`,
    timeout: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    headers: { [HEADERS.apiKey]: opts.apiKey },
  });

  axiosRetry(instance, {
    retries: 3,
    retryDelay: axiosRetry.exponentialDelay,
    retryCondition: (err) => RETRYABLE_STATUSES.includes(err.response?.status ?? 0),
  });

  instance.interceptors.response.use(undefined, (err) => Promise.reject(toRinglaneError(err)));
  return instance;
}
