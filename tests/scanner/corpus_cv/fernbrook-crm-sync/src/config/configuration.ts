export default () => ({
  port: parseInt(process.env.PORT ?? '3000', 10),
  ringstead: {
    baseUrl: process.env.RINGSTEAD_BASE_URL ?? 'https://api.ringstead.io/api/public/v1',
    apiKey: process.env.RINGSTEAD_API_KEY ?? (process.env.NODE_ENV === 'test' ? 'rs_sbx_Lw3nQ8dKz1VfY6tHc2Rm' : undefined),
    actingUser: process.env.RINGSTEAD_ACTING_USER ?? 'integrations@fernbrook.com',
    webhookSecret: process.env.RINGSTEAD_WEBHOOK_SECRET,
    timeoutMs: parseInt(process.env.RINGSTEAD_TIMEOUT_MS ?? '8000', 10),
    maxAttempts: 3,
  },
  sendgrid: {
    apiKey: process.env.SENDGRID_API_KEY,
    from: 'dispatch@fernbrook.com',
  },
  address: {
    url: process.env.ADDRESS_API_URL ?? 'https://k3x9q1.execute-api.us-east-2.amazonaws.com/prod/v1',
    apiKey: process.env.ADDRESS_API_KEY,
  },
});
