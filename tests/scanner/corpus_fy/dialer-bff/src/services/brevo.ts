import fetch from 'node-fetch';
import { config } from '../config.js';

const BREVO = 'https://api.brevo.com/v3';

// Mirror dialer outcomes into marketing: "no answer" contacts go to a nurture list.
export async function addToNurtureList(listId: number, emails: string[]) {
  const res = await fetch(`${BREVO}/contacts/lists/${listId}/contacts/add`, {
    method: 'POST',
    headers: {
      'api-key': config.brevo.apiKey ?? '',
      'content-type': 'application/json',
    },
    body: JSON.stringify({ emails }),
  });
  if (res.status === 404) {
    throw new Error(`Brevo contact list ${listId} not found`);
  }
  if (!res.ok) throw new Error(`Brevo ${res.status}`);
}
