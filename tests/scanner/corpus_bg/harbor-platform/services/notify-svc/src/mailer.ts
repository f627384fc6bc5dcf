// Transactional email + marketing lists via Postwell (our ESP).
import { request } from 'undici';

const POSTWELL_BASE = 'https://api.postwell.com/v1';

export async function addToMarketingList(listId: string, email: string, firstName?: string) {
  const res = await request(`${POSTWELL_BASE}/contact-lists/${listId}/contacts`, {
    method: 'POST',
    headers: {
      'x-api-key': process.env.POSTWELL_API_KEY!,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ contacts: [{ email, first_name: firstName }] }),
  });
  if (res.statusCode === 404) {
    const body = (await res.body.json()) as { error: string };
    throw new Error(`Postwell list ${listId} missing: ${body.error}`);
  }
  if (res.statusCode === 502 || res.statusCode === 503) {
    throw new Error('Postwell temporarily unavailable');
  }
}

export async function sendTemplate(to: string, template: string, vars: Record<string, string>) {
  await request('https://api.sendgrid.com/v3/mail/send', {
    method: 'POST',
    headers: { Authorization: `Bearer ${process.env.SENDGRID_API_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      personalizations: [{ to: [{ email: to }], dynamic_template_data: vars }],
      from: { email: 'no-reply@harborlending.com' },
      template_id: template,
    }),
  });
}
