import axios, { AxiosError, AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import { CallsproutError } from './errors';
import { contactListsApi } from './contact-lists';

const DEFAULT_BASE_URL = 'https://api.callsprout.io/api/public/v1';
const RETRY_ON = new Set([429, 502]);
const MAX_ATTEMPTS = 3;

export interface CallsproutClientOptions {
  apiKey: string;
  baseUrl?: string;
  userEmail?: string;
  userId?: string;
  timeoutMs?: number;
}

type RetryConfig = InternalAxiosRequestConfig & { __attempt?: number };

export function createCallsproutClient(opts: CallsproutClientOptions) {
  const http: AxiosInstance = axios.create({
    baseURL: opts.baseUrl ?? DEFAULT_BASE_URL,
    timeout: opts.timeoutMs ?? 10_000,
    headers: {
      'x-api-key': opts.apiKey,
      ...(opts.userEmail ? { 'x-user-email': opts.userEmail } : {}),
      ...(opts.userId ? { 'x-user-id': opts.userId } : {}),
    },
  });

  http.interceptors.response.use(undefined, async (err: AxiosError) => {
    const cfg = err.config as RetryConfig | undefined;
    const status = err.response?.status;
    if (cfg && status && RETRY_ON.has(status) && (cfg.__attempt ?? 0) < MAX_ATTEMPTS) {
      cfg.__attempt = (cfg.__attempt ?? 0) + 1;
      await new Promise((r) => setTimeout(r, 200 * cfg.__attempt!));
      return http.request(cfg);
    }
    throw CallsproutError.fromAxios(err);
  });

  return {
    http,
    contactLists: contactListsApi(http),
  };
}
