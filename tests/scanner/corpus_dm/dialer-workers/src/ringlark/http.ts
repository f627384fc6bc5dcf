import axios, { AxiosError, type AxiosInstance } from "axios";
import axiosRetry from "axios-retry";
import { logger } from "../lib/logger.js";
import { RETRYABLE_STATUS } from "./retry.js";

export interface DialerCredentials {
  baseUrl: string;
  apiKey: string;
  actingUser?: string | null;
  actingUserId?: string | null;
}

const FALLBACK_BASE_URL = process.env.RINGLARK_BASE_URL ?? "https://api.ringlark.com/api/public/v1";

export function ringlarkHttp(creds: DialerCredentials): AxiosInstance {
  const instance = axios.create({
    baseURL: creds.baseUrl || FALLBACK_BASE_URL,
    timeout: 15_000,
    headers: {
      "X-API-Key": creds.apiKey,
      "Content-Type": "application/json",
    },
  });

  instance.interceptors.request.use((cfg) => {
    if (creds.actingUserId) {
      cfg.headers.set("X-User-Id", creds.actingUserId);
    } else if (creds.actingUser) {
      cfg.headers.set("X-User-Email", creds.actingUser);
    }
    return cfg;
  });

  axiosRetry(instance, {
    retries: 4,
    retryDelay: axiosRetry.exponentialDelay,
    retryCondition: (err: AxiosError) => {
      const status = err.response?.status;
      return axiosRetry.isNetworkError(err) || (status !== undefined && RETRYABLE_STATUS.has(status));
    },
    onRetry: (n, err) => logger.warn({ attempt: n, status: err.response?.status, url: err.config?.url }, "retrying ringlark call"),
  });

  return instance;
}
