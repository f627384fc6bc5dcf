export const config = {
  port: Number(process.env.PORT ?? 3000),
  callforge: {
    baseUrl: process.env.CALLFORGE_BASE_URL ?? 'https://api.callforge.com/api/public/v1',
    apiKey: process.env.CALLFORGE_API_KEY ?? '',
    webhookSecret: process.env.CALLFORGE_WEBHOOK_SECRET ?? '',
  },
  mailroom: {
    baseUrl: process.env.MAILROOM_BASE_URL ?? 'https://api.mailroom.dev/v1',
    apiKey: process.env.MAILROOM_API_KEY ?? '',
  },
  github: {
    webhookSecret: process.env.GITHUB_WEBHOOK_SECRET ?? '',
  },
};
