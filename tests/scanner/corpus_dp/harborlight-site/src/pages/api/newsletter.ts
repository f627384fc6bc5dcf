import type { APIRoute } from 'astro';

export const prerender = false;

export const POST: APIRoute = async ({ request }) => {
  const { email } = await request.json();
  const res = await fetch('https://api.buttondown.email/v1/subscribers', {
    method: 'POST',
    headers: {
      Authorization: `Token ${import.meta.env.BUTTONDOWN_API_KEY}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ email_address: email, tags: ['website'] }),
  });
  if (res.status === 400) {
    const body = await res.json();
    return new Response(JSON.stringify({ error: body.detail ?? 'invalid email' }), { status: 400 });
  }
  return new Response(null, { status: res.ok ? 204 : 502 });
};
