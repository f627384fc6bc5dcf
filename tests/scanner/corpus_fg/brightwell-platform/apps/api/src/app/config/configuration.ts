export default () => ({
  port: parseInt(process.env.PORT ?? '3333', 10),
  dialpath: {
    baseUrl: process.env.DIALPATH_BASE_URL ?? 'https://api.dialpath.io/api/public/v1',
    apiKey: process.env.DIALPATH_API_KEY,
    actingUserEmail: process.env.DIALPATH_ACTING_USER_EMAIL ?? 'integrations@brightwell-solar.com',
    webhookSecret: process.env.DIALPATH_WEBHOOK_SECRET,
    timeoutMs: 8000,
  },
  sendgrid: {
    apiKey: process.env.SENDGRID_API_KEY,
    contactListId: process.env.SENDGRID_CONTACT_LIST_ID,
  },
  enrich: {
    url: process.env.ENRICH_API_URL,
    apiKey: process.env.ENRICH_API_KEY,
  },
  stripe: { webhookSecret: process.env.STRIPE_WEBHOOK_SECRET },
});
