/**
 * Postbox (transactional + marketing email). We mirror dialer lists into
 * Postbox contact lists so nurture emails go to the same leads.
 */
const POSTBOX_BASE = process.env.POSTBOX_API_BASE ?? 'https://api.postbox-mail.io/v1';

export async function upsertPostboxList(apiKey: string, name: string, emails: string[]): Promise<string> {
  const res = await fetch(`${POSTBOX_BASE}/contact-lists`, {
    method: 'POST',
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
    body: JSON.stringify({ name, upsert: true }),
  });
  if (!res.ok) throw new Error(`postbox list create failed: ${res.status}`);
  const { id } = (await res.json()) as { id: string };

  await fetch(`${POSTBOX_BASE}/contact-lists/${id}/contacts`, {
    method: 'POST',
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
    body: JSON.stringify({ contacts: emails.map((email) => ({ email })) }),
  });
  return id;
}
