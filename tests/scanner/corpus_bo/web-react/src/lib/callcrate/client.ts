import axios, { AxiosError, type AxiosInstance } from 'axios';
import {
  CALLCRATE_API_VERSION,
  CALLCRATE_HOST,
  CALLCRATE_RETRYABLE_STATUSES,
  HEADER_ACTING_USER,
  HEADER_API_KEY,
  MAX_RETRIES,
} from './constants';
import { toCallCrateError } from './errors';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function createCallCrateClient(apiKey: string, actingUserEmail: string): AxiosInstance {
  const instance = axios.create({
    baseURL: `${CALLCRATE_HOST}/api/public/${CALLCRATE_API_VERSION}`,
    timeout: 15_000,
    headers: {
      [HEADER_API_KEY]: apiKey,
      [HEADER_ACTING_USER]: actingUserEmail,
      Accept: 'application/json',
    },
  });

  instance.interceptors.response.use(undefined, async (error: AxiosError) => {
    const config = error.config as (typeof error.config & { __retry?: number }) | undefined;
    const status = error.response?.status ?? 0;
    if (config && CALLCRATE_RETRYABLE_STATUSES.includes(status)) {
      config.__retry = (config.__retry ?? 0) + 1;
      if (config.__retry <= MAX_RETRIES) {
        await sleep(250 * 2 ** config.__retry);
        return instance(config);
      }
    }
    throw toCallCrateError(error);
  });

  return instance;
}
