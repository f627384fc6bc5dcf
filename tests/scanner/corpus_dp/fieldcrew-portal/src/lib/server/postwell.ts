import { env } from '$env/dynamic/private';

// Postwell = our email newsletter provider. It has its own "contact lists".
const POSTWELL = 'https://api.postwell.io/v1';

export async function addToNewsletter(email: string, listId: string) {
  const res = await fetch(`${POSTWELL}/contact-lists/${listId}/contacts`, {
    method: 'POST',
    headers: { 'x-api-key': env.POSTWELL_API_KEY ?? '', 'content-type': 'application/json' },
    body: JSON.stringify({ email })
  });
  if (res.status === 404) throw new Error('newsletter list not found');
  if (!res.ok) {
    const { error } = await res.json();
    throw new Error(`postwell: ${error}`);
  }
}
