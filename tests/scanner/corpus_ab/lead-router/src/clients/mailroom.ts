import got from 'got';
import { config } from '../config';

// Mailroom is our transactional/marketing email provider. Their API has its own
// "contact lists" which are unrelated to CallForge dial lists.
const mailroom = got.extend({
  prefixUrl: config.mailroom.baseUrl,
  headers: { 'x-api-key': config.mailroom.apiKey },
  responseType: 'json',
  retry: { limit: 2, statusCodes: [502, 503, 504] },
});

export const subscribe = (listId: string, email: string) =>
  mailroom.post(`contact-lists/${listId}/members`, { json: { email } }).json();

export const unsubscribe = (listId: string, email: string) =>
  mailroom.delete(`contact-lists/${listId}/members/${encodeURIComponent(email)}`);

export async function listExists(listId: string): Promise<boolean> {
  const res = await mailroom.get(`contact-lists/${listId}`, { throwHttpErrors: false });
  if (res.statusCode === 404) return false;
  return res.ok;
}
