export const RINGLANE_HOST = process.env.RINGLANE_HOST ?? 'https://api.ringlane.com';
export const RINGLANE_PUBLIC_PATH = '/api/public/v1';
export const RINGLANE_V2_PATH = '/api/public/v2';

export const HEADERS = {
  apiKey: 'x-api-key',
  actingUserEmail: 'x-user-email',
  actingUserId: 'x-user-id',
} as const;

export const DEFAULT_TIMEOUT_MS = 10_000;
