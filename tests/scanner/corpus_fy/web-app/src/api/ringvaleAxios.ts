import axios, { AxiosError, AxiosRequestConfig } from 'axios';
import { env } from '../config/env';
import { getSession } from '../auth/session';
import { RingvaleApiError, RINGVALE_USER_NOT_FOUND } from './ringvaleErrors';
import { toast } from '../ui/toast';

const RETRY_STATUSES = [502, 504];
const MAX_RETRIES = 2;

export const ringvale = axios.create({
  baseURL: env.ringvaleBaseUrl,
  timeout: 10_000,
  headers: {
    'x-api-key': env.ringvaleApiKey,
    'Content-Type': 'application/json',
  },
});

ringvale.interceptors.request.use((config) => {
  const session = getSession();
  if (session?.user.email) {
    config.headers['X-User-Email'] = session.user.email;
  }
  return config;
});

type RetryConfig = AxiosRequestConfig & { __retryCount?: number };

ringvale.interceptors.response.use(
  (res) => res,
  async (error: AxiosError<RingvaleApiError>) => {
    const cfg = error.config as RetryConfig;
    const status = error.response?.status ?? 0;

    if (RETRY_STATUSES.includes(status) && (cfg.__retryCount ?? 0) < MAX_RETRIES) {
      cfg.__retryCount = (cfg.__retryCount ?? 0) + 1;
      await new Promise((r) => setTimeout(r, 400 * cfg.__retryCount!));
      return ringvale(cfg);
    }

    if (status === 503) {
      toast.error('Dialer integration is switched off on the Ringvale side.');
    } else if (status === 404 && error.response?.data.error === RINGVALE_USER_NOT_FOUND) {
      toast.error('Your email is not provisioned in Ringvale yet. Ask an admin.');
    }
    return Promise.reject(error);
  },
);
