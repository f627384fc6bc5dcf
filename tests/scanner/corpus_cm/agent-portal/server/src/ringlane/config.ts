// Ringlane dialer configuration. Values come from the environment in every
// deployed env; the fallbacks exist for local dev only.
export const ringlaneConfig = {
  baseUrl: process.env.RINGLANE_BASE_URL ?? 'https://api.ringlane.com/api/public/v1',
  apiKey: process.env.RINGLANE_API_KEY ?? '',
  serviceUserEmail: process.env.RINGLANE_SERVICE_USER ?? 'portal-bot@kestrelhome.com',
  timeoutMs: Number(process.env.RINGLANE_TIMEOUT_MS ?? 10000),
  webhookSecret: process.env.RINGLANE_WEBHOOK_SECRET ?? '',
};
