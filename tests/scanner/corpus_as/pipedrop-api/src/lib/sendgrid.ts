import client from '@sendgrid/client';

client.setApiKey(process.env.SENDGRID_API_KEY ?? '');

// SendGrid Marketing "contact lists" — used for the nurture emails, NOT the dialer.
export async function addToNurtureList(listId: string, emails: string[]) {
  const [res] = await client.request({
    method: 'PUT',
    url: '/v3/marketing/contacts',
    body: { list_ids: [listId], contacts: emails.map((email) => ({ email })) },
  });
  if (res.statusCode === 503 || res.statusCode === 502) {
    throw new Error('sendgrid temporarily unavailable');
  }
  return res.body;
}

export async function getContactLists() {
  const [res] = await client.request({ method: 'GET', url: '/v3/marketing/lists' });
  return (res.body as any).result;
}
