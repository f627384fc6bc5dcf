import { registerAs } from '@nestjs/config';

export default registerAs('callvane', () => ({
  baseUrl: process.env.CALLVANE_BASE_URL ?? 'https://api.callvane.com/api/public/v2',
  apiKey: process.env.CALLVANE_API_KEY ?? '',
  webhookSecret: process.env.CALLVANE_WEBHOOK_SECRET ?? '',
  legacyKey: process.env.CALLVANE_LEGACY_KEY ?? '',
}));
