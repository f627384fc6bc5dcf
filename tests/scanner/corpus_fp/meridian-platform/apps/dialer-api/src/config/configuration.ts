export default () => ({
  port: parseInt(process.env.PORT ?? '4000', 10),
  callsprout: {
    baseUrl: process.env.CALLSPROUT_BASE_URL ?? 'https://api.callsprout.io/api/public/v1',
    apiKey: process.env.CALLSPROUT_API_KEY,
    webhookSecret: process.env.CALLSPROUT_WEBHOOK_SECRET,
    timeoutMs: parseInt(process.env.CALLSPROUT_TIMEOUT_MS ?? '8000', 10),
  },
  brevo: {
    apiKey: process.env.BREVO_API_KEY,
    baseUrl: 'https://api.brevo.com/v3',
  },
  pricing: {
    url: process.env.PRICING_API_URL ?? 'https://pricing.internal.meridianoutreach.com/v1',
    apiKey: process.env.PRICING_API_KEY,
  },
  stripe: {
    secretKey: process.env.STRIPE_SECRET_KEY,
    webhookSecret: process.env.STRIPE_WEBHOOK_SECRET,
  },
});
