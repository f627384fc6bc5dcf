import ky from 'ky';

// Brevo (ex-Sendinblue) keeps the email side of outreach in sync.
const brevo = ky.create({
  prefixUrl: 'https://api.brevo.com/v3',
  headers: { 'api-key': process.env.BREVO_API_KEY ?? '', accept: 'application/json' },
});

export async function createEmailList(name: string, folderId: number) {
  return brevo.post('contacts/lists', { json: { name, folderId } }).json<{ id: number }>();
}

export async function addToEmailList(listId: number, emails: string[]) {
  return brevo.post(`contacts/lists/${listId}/contacts/add`, { json: { emails } }).json();
}

export async function removeFromEmailList(listId: number, emails: string[]) {
  return brevo.post(`contacts/lists/${listId}/contacts/remove`, { json: { emails } }).json();
}
