import { env } from '$env/dynamic/private';

// SendGrid Marketing contact lists (newsletter), unrelated to the dialer.
const SG = 'https://api.sendgrid.com/v3/marketing';

export async function sendgridLists() {
  const res = await fetch(`${SG}/lists?page_size=100`, {
    headers: { Authorization: `Bearer ${env.SENDGRID_API_KEY}` },
  });
  if (res.status === 404) return [];
  if (!res.ok) throw new Error(`sendgrid ${res.status}`);
  return (await res.json()).result as Array<{ id: string; name: string; contact_count: number }>;
}
