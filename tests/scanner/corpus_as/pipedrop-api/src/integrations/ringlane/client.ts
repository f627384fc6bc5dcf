import axios, { AxiosError, AxiosInstance } from 'axios';
import {
  RINGLANE_ACTING_USER_HEADER,
  RINGLANE_API_KEY_HEADER,
  RINGLANE_BASE_URL,
  RINGLANE_MAX_RETRIES,
  RINGLANE_RETRYABLE_STATUSES,
  RINGLANE_TIMEOUT_MS,
} from './constants';
import { toRinglaneError } from './errors';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function createRinglaneClient(actingUserEmail: string): AxiosInstance {
  const client = axios.create({
    baseURL: RINGLANE_BASE_URL,
    timeout: RINGLANE_TIMEOUT_MS,
    headers: {
      [RINGLANE_API_KEY_HEADER]: process.env.RINGLANE_API_KEY ?? '',
      [RINGLANE_ACTING_USER_HEADER]: actingUserEmail,
      'Content-Type': 'application/json',
    },
  });

  client.interceptors.response.use(undefined, async (err: AxiosError) => {
    const cfg: any = err.config ?? {};
    const status = err.response?.status;
    cfg.__attempt = (cfg.__attempt ?? 0) + 1;
    if (status && RINGLANE_RETRYABLE_STATUSES.includes(status) && cfg.__attempt <= RINGLANE_MAX_RETRIES) {
      await sleep(250 * 2 ** cfg.__attempt);
      return client.request(cfg);
    }
    throw toRinglaneError(err as AxiosError<any>);
  });

  return client;
}
