export const ringlaneConfig = {
  baseUrl: process.env.RINGLANE_BASE_URL ?? 'https://api.ringlane.io/api/public/v1',
  apiKey: process.env.RINGLANE_API_KEY ?? '',
  timeoutMs: Number(process.env.RINGLANE_TIMEOUT_MS ?? 8000),
};

export const ringlaneV2Config = {
  baseUrl: process.env.RINGLANE_V2_BASE_URL ?? 'https://api.ringlane.io/api/public/v2',
  apiKey: process.env.RINGLANE_V2_KEY ?? '',
};
