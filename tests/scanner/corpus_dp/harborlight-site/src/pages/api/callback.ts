import type { APIRoute } from 'astro';

export const prerender = false;

const RINGLANE = import.meta.env.RINGLANE_API ?? 'https://api.ringlane.io/api/public/v1';

// "Call me back" form -> appended to the front desk's dialer list in Ringlane.
export const POST: APIRoute = async ({ request }) => {
  const form = await request.formData();
  const phone = String(form.get('phone') ?? '').trim();
  const name = String(form.get('name') ?? '').trim();
  if (!phone) return new Response(JSON.stringify({ ok: false, message: 'phone required' }), { status: 400 });

  const listId = import.meta.env.RINGLANE_CALLBACK_LIST;
  const res = await fetch(`${RINGLANE}/contact-lists/${listId}/contacts`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${import.meta.env.RINGLANE_KEY}`,
      'x-user-email': import.meta.env.RINGLANE_AGENT_EMAIL,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ contacts: [{ phone, first_name: name }] }),
  });

  if (res.status === 502 || res.status === 503) {
    // Ringlane is down or the API got switched off; don't lose the lead
    console.warn('ringlane unavailable, emailing front desk instead', res.status);
    return new Response(JSON.stringify({ ok: true, fallback: true }), { status: 202 });
  }
  if (!res.ok) {
    const { error } = await res.json();
    console.error('ringlane rejected callback:', error);
    return new Response(JSON.stringify({ ok: false, message: 'Could not schedule callback' }), { status: 500 });
  }
  return new Response(JSON.stringify({ ok: true }), { status: 200 });
};
