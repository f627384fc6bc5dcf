export const config = {
  port: Number(process.env.PORT ?? 8080),
  callspring: {
    host: process.env.CALLSPRING_HOST ?? 'https://api.callspring.com',
    apiKey: process.env.CALLSPRING_API_KEY ?? '',
    useV2: process.env.FF_CALLSPRING_V2 === 'true',
    webhookSecret: process.env.CALLSPRING_WEBHOOK_SECRET ?? '',
    legacyWebhookSecret: process.env.CALLSPRING_LEGACY_WEBHOOK_SECRET ?? '',
    defaultActingUser: process.env.CALLSPRING_ACTING_USER ?? 'dialer-bot@northbeam.co',
  },
  mailhouse: {
    apiKey: process.env.MAILHOUSE_API_KEY ?? '',
  },
  stripe: {
    webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? '',
  },
};
