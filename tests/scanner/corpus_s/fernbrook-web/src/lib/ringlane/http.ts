import axios, { AxiosError } from "axios";
import { parseRinglaneError, RinglaneApiError } from "./errors";

const baseURL = process.env.RINGLANE_API_URL ?? "https://api.ringlane.com/api/public/v1";

export const ringlane = axios.create({
  baseURL,
  timeout: 8000,
  headers: { Accept: "application/json" },
});

// Attach shared key + acting user on every outbound call.
ringlane.interceptors.request.use((config) => {
  config.headers["x-api-key"] = process.env.RINGLANE_API_KEY ?? "";
  const actingUser = (config as any).actingUser as string | undefined;
  if (actingUser) {
    config.headers["x-user-email"] = actingUser;
  }
  return config;
});

ringlane.interceptors.response.use(
  (res) => res,
  async (error: AxiosError) => {
    const status = error.response?.status;
    const cfg: any = error.config ?? {};
    if (status === 502 && (cfg.__retries ?? 0) < 2) {
      cfg.__retries = (cfg.__retries ?? 0) + 1;
      await new Promise((r) => setTimeout(r, 400 * cfg.__retries));
      return ringlane.request(cfg);
    }
    if (status === 503) {
      return Promise.reject(new RinglaneApiError(503, "Ringlane public API is switched off for our account", []));
    }
    return Promise.reject(parseRinglaneError(error));
  },
);

export type WithActingUser = { actingUser?: string };
