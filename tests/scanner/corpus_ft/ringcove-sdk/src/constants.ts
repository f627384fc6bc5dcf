export const DEFAULT_BASE_URL = 'https://api.ringcove.io/api/public/v1';

export const HEADERS = {
  apiKey: 'X-Api-Key',
  actingEmail: 'X-User-Email',
  actingUserId: 'X-User-Id',
  requestId: 'X-Request-Id',
} as const;

export const SDK_USER_AGENT = '@harborview/ringcove-sdk/1.6.2';
