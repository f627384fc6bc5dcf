import axios, { AxiosError, AxiosInstance, InternalAxiosRequestConfig } from 'axios';

import { env } from '@/config/env';
import { useSessionStore } from '@/store/sessionStore';

import { RETRY_DELAY_MS, RETRYABLE_STATUSES } from './constants';
import { toRinglaneError } from './errors';

type RetriableConfig = InternalAxiosRequestConfig & { __retried?: boolean };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const ringlane: AxiosInstance = axios.create({
  baseURL: env.ringlaneApiUrl,
  timeout: 15_000,
  headers: {
    'Content-Type': 'application/json',
    Accept: 'application/json',
  },
});

ringlane.interceptors.request.use((config) => {
  const user = useSessionStore.getState().user;
  config.headers['x-api-key'] = env.ringlaneApiKey;
  if (user) {
    config.headers['x-user-email'] = user.email;
  }
  return config;
});

ringlane.interceptors.response.use(undefined, async (error: AxiosError) => {
  const cfg = error.config as RetriableConfig | undefined;
  const status = error.response?.status;
  if (cfg && !cfg.__retried && status !== undefined && RETRYABLE_STATUSES.includes(status)) {
    cfg.__retried = true;
    await sleep(RETRY_DELAY_MS);
    return ringlane.request(cfg);
  }
  return Promise.reject(toRinglaneError(error));
});
