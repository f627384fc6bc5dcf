import { env } from '$env/dynamic/private';

export const callsproutConfig = {
  baseUrl: env.CALLSPROUT_API_URL ?? 'https://api.callsprout.com/api/public/v1',
  apiKey: env.CALLSPROUT_API_KEY ?? '',
  actingUserId: env.CALLSPROUT_ACTING_USER_ID ?? '',
  timeoutMs: Number(env.CALLSPROUT_TIMEOUT_MS ?? 10000)
};
