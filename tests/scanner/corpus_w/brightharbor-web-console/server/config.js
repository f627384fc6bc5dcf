export const config = {
  port: Number(process.env.PORT ?? 4000),
  callvane: {
    baseUrl: process.env.CALLVANE_BASE_URL ?? 'https://api.callvane.com/api/public/v1',
    apiKey: process.env.CALLVANE_API_KEY,
    timeoutMs: 8000,
  },
  pricing: {
    baseUrl: process.env.PRICING_API_URL ?? 'https://pricing.internal.brightharbor.io/v1',
    apiKey: process.env.PRICING_API_KEY,
  },
};
