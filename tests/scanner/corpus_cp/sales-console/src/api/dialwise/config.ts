export const DIALWISE_BASE =
  import.meta.env.VITE_DIALWISE_PROXY_BASE ?? "https://api.dialwise.io/api/public/v1";

export const DIALWISE_HEADERS = {
  key: "X-API-Key",
  actingUser: "X-User-Email",
} as const;

export const DIALWISE_RETRY_STATUSES = [429, 502];
