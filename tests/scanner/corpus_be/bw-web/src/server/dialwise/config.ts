export const dialwiseConfig = {
  baseUrl: process.env.DIALWISE_BASE_URL ?? "https://api.dialwise.com/api/public/v1",
  apiKey: process.env.DIALWISE_API_KEY ?? "",
  timeoutMs: Number(process.env.DIALWISE_TIMEOUT_MS ?? 8000),
};
