import axios, { AxiosError, AxiosInstance, InternalAxiosRequestConfig } from "axios";
import { HEADER_ACTING_USER, HEADER_API_KEY, RINGWELL_BASE_URL, TRANSIENT_STATUSES } from "./constants";
import { RingwellApiError, RingwellErrorBody } from "./errors";

type RetryableConfig = InternalAxiosRequestConfig & { __attempt?: number };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function createRingwellClient(opts: { apiKey: string; actingUserId: string }): AxiosInstance {
  const http = axios.create({
    baseURL: RINGWELL_BASE_URL,
    timeout: 15_000,
    headers: {
      [HEADER_API_KEY]: opts.apiKey,
      [HEADER_ACTING_USER]: opts.actingUserId,
      "Content-Type": "application/json",
    },
  });

  http.interceptors.response.use(undefined, async (err: AxiosError<RingwellErrorBody>) => {
    const status = err.response?.status;
    const cfg = err.config as RetryableConfig | undefined;
    if (cfg && status && TRANSIENT_STATUSES.has(status) && (cfg.__attempt ?? 0) < 3) {
      cfg.__attempt = (cfg.__attempt ?? 0) + 1;
      await sleep(500 * 2 ** cfg.__attempt);
      return http.request(cfg);
    }
    throw new RingwellApiError(status ?? 0, err.response?.data);
  });

  return http;
}
