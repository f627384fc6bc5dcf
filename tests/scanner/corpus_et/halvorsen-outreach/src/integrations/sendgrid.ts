const SG = 'https://api.sendgrid.com/v3';

export async function addToNurtureList(listId: string, email: string) {
  const res = await fetch(`${SG}/marketing/contacts`, {
    method: 'PUT',
    headers: {
      Authorization: `Bearer ${process.env.SENDGRID_API_KEY}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ list_ids: [listId], contacts: [{ email }] }),
  });
  if (res.status === 404) {
    throw new Error(`SendGrid list ${listId} not found`);
  }
  if (!res.ok) {
    const body = (await res.json()) as { errors?: { field: string; message: string }[] };
    throw new Error(body.errors?.map((e) => e.message).join(', ') ?? `SendGrid ${res.status}`);
  }
}
