export const DEFAULT_BASE_URL = 'https://api.callvane.io/api/public/v1';
export const API_KEY_HEADER = 'x-api-key';
export const ACTING_USER_HEADER = 'x-user-email';

export interface CallvaneOptions {
  apiKey: string;
  actingUser: string;
  baseUrl?: string;
  fetch?: typeof fetch;
  retries?: number;
}
