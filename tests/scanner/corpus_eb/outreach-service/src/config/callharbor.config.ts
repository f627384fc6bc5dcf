import { registerAs } from '@nestjs/config';

export default registerAs('callharbor', () => {
  const host = process.env.CALLHARBOR_URL ?? 'https://api.callharbor.io';
  const version = process.env.CALLHARBOR_API_VERSION ?? 'v1';
  return {
    baseUrl: `${host}/api/public/${version}`,
    apiKey: process.env.CALLHARBOR_API_KEY ?? '',
    actingUserEmail: process.env.CALLHARBOR_ACTING_USER_EMAIL ?? '',
    webhookSecret: process.env.CALLHARBOR_WEBHOOK_SECRET ?? '',
    v2Key: process.env.CALLHARBOR_V2_KEY,
  };
});
