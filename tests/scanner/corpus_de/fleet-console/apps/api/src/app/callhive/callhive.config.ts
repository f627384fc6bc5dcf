import { registerAs } from '@nestjs/config';

export const API_VERSION = process.env.CALLHIVE_API_VERSION ?? 'v1';

export default registerAs('callhive', () => ({
  host: process.env.CALLHIVE_HOST ?? 'https://api.callhive.io',
  baseUrl: `${process.env.CALLHIVE_HOST ?? 'https://api.callhive.io'}/api/public/${API_VERSION}`,
  apiKey: process.env.CALLHIVE_API_KEY ?? '',
  webhookSecret: process.env.CALLHIVE_WEBHOOK_SECRET ?? '',
  timeoutMs: Number(process.env.CALLHIVE_TIMEOUT_MS ?? 8000),
}));
