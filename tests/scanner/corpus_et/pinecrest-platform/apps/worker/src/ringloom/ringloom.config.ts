import { registerAs } from '@nestjs/config';

export default registerAs('ringloom', () => ({
  baseUrl: process.env.RINGLOOM_BASE_URL ?? 'https://api.ringloom.com/api/public/v1',
  apiKey: process.env.RINGLOOM_API_KEY ?? '',
  // IdP subject of the "sync-bot" service user in RingLoom
  serviceUserId: process.env.RINGLOOM_SERVICE_USER_ID ?? '',
  timeoutMs: Number(process.env.RINGLOOM_TIMEOUT_MS ?? 15000),
}));
