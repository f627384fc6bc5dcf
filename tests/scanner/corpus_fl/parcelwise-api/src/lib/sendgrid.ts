import client from '@sendgrid/client';
import { env } from '../config/env';

client.setApiKey(env.SENDGRID_API_KEY);
client.setDefaultRequest('baseUrl', 'https://api.sendgrid.com/');

/**
 * Marketing contact lists in SendGrid (used for nurture emails, not for the dialer).
 */
export async function addToNurtureList(listId: string, emails: string[]) {
  const [res] = await client.request({
    method: 'PUT',
    url: '/v3/marketing/contacts',
    body: { list_ids: [listId], contacts: emails.map((email) => ({ email })) },
  });
  return res.body as { job_id: string };
}

export async function getContactList(listId: string) {
  const [res] = await client.request({ method: 'GET', url: `/v3/marketing/lists/${listId}` });
  if (res.statusCode === 404) return null;
  return res.body;
}

export async function legacyContactLists() {
  // old "Legacy Marketing Campaigns" endpoint; still used by the finance export
  const [res] = await client.request({ method: 'GET', url: '/v3/contactdb/lists' });
  return res.body as { lists: Array<{ id: number; name: string }> };
}
