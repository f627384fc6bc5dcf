import 'dotenv/config';

function required(name: string): string {
  const v = process.env[name];
  if (!v) throw new Error(`Missing env var ${name}`);
  return v;
}

export const config = {
  port: Number(process.env.PORT ?? 4010),
  logLevel: process.env.LOG_LEVEL ?? 'info',
  ringledger: {
    host: process.env.RINGLEDGER_HOST ?? 'https://api.ringledger.com',
    apiKey: required('RINGLEDGER_API_KEY'),
    actingUser: process.env.RINGLEDGER_ACTING_USER ?? 'dialer-bot@meridiankettle.com',
    webhookSecret: process.env.RINGLEDGER_WEBHOOK_SECRET ?? '',
    timeoutMs: Number(process.env.RINGLEDGER_TIMEOUT_MS ?? 8000),
  },
  sendgrid: {
    apiKey: process.env.SENDGRID_API_KEY ?? '',
    contactListId: process.env.SENDGRID_CONTACT_LIST_ID ?? '',
  },
  stripe: {
    secretKey: process.env.STRIPE_SECRET_KEY ?? '',
    webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? '',
  },
};
