/**
 * Configuration for the Callwright dialer API client.
 *
 * Values are resolved from the caller first and from process.env second so the
 * SDK works the same in route handlers, server actions and the cron job.
 */

export const DEFAULT_HOST = "https://api.callwright.io";
export const API_VERSION = "v1";
export const SANDBOX_BASE_URL = "https://sandbox.callwright.io/api/public/v1";

/** Header names the public API expects on every request. */
export const API_KEY_HEADER = "x-api-key";
export const ACTING_USER_EMAIL_HEADER = "x-user-email";
export const ACTING_USER_ID_HEADER = "X-User-Id";

export const DEFAULT_TIMEOUT_MS = 10_000;
export const MAX_RETRIES = 3;

export interface CallwrightConfig {
  /** Full base URL, e.g. for sandbox or local mocks. Wins over host. */
  baseUrl?: string;
  host?: string;
  apiKey: string;
  /** Login email of the Orchard user the call is made on behalf of. */
  actingUserEmail?: string;
  /** Okta subject id, used by background jobs that have no email. */
  actingUserId?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export function resolveBaseUrl(cfg: Pick<CallwrightConfig, "baseUrl" | "host">): string {
  if (cfg.baseUrl) return cfg.baseUrl.replace(/\/+$/, "");
  const fromEnv = process.env.CALLWRIGHT_API_URL;
  if (fromEnv) return fromEnv.replace(/\/+$/, "");
  const host = cfg.host ?? process.env.CALLWRIGHT_HOST ?? DEFAULT_HOST;
  return `${host}/api/public/${API_VERSION}`;
}

export function configFromEnv(overrides: Partial<CallwrightConfig> = {}): CallwrightConfig {
  const apiKey = overrides.apiKey ?? process.env.CALLWRIGHT_API_KEY;
  if (!apiKey) {
    throw new Error("CALLWRIGHT_API_KEY is not set");
  }
  return {
    apiKey,
    actingUserEmail: overrides.actingUserEmail ?? process.env.CALLWRIGHT_SYNC_USER_EMAIL,
    timeoutMs: DEFAULT_TIMEOUT_MS,
    ...overrides,
  };
}
