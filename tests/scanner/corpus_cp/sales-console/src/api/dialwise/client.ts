import axios, { AxiosError } from "axios";
import { DIALWISE_BASE, DIALWISE_HEADERS, DIALWISE_RETRY_STATUSES } from "./config";
import type { DialwiseErrorResponse } from "./types";

export class DialwiseApiError extends Error {
  constructor(public status: number, message: string, public fieldErrors: Record<string, string> = {}) {
    super(message);
  }
}

export function createDialwiseClient(apiKey: string, actingEmail: string) {
  const client = axios.create({
    baseURL: DIALWISE_BASE,
    headers: {
      [DIALWISE_HEADERS.key]: apiKey,
      [DIALWISE_HEADERS.actingUser]: actingEmail,
    },
  });

  client.interceptors.response.use(undefined, async (err: AxiosError<DialwiseErrorResponse>) => {
    const status = err.response?.status ?? 0;
    const cfg: any = err.config;
    if (DIALWISE_RETRY_STATUSES.includes(status) && (cfg.__retries ?? 0) < 3) {
      cfg.__retries = (cfg.__retries ?? 0) + 1;
      await new Promise((r) => setTimeout(r, 400 * cfg.__retries));
      return client.request(cfg);
    }
    const data = err.response?.data;
    const fieldErrors = Object.fromEntries((data?.details ?? []).map((d) => [d.path, d.message]));
    throw new DialwiseApiError(status, data?.error ?? err.message, fieldErrors);
  });

  return client;
}
