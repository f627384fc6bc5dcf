import { json } from '@sveltejs/kit';
import { cs } from '$lib/server/callsprout/client';
import { CallSproutError } from '$lib/server/callsprout/errors';
import type { RequestHandler } from './$types';

export const POST: RequestHandler = async ({ params, request }) => {
  const { phones } = (await request.json()) as { phones: string[] };
  try {
    await cs.post(`/contact-lists/${params.id}/contacts`, {
      contacts: phones.map((phone) => ({ phone }))
    });
  } catch (e) {
    if (e instanceof CallSproutError && e.status === 502) {
      return json({ queued: false, retryable: true }, { status: 503 });
    }
    if (e instanceof CallSproutError && e.body?.details) {
      return json({ invalid: e.body.details.map((d) => d.path) }, { status: 422 });
    }
    throw e;
  }
  return json({ queued: true });
};

export const DELETE: RequestHandler = async ({ params, url }) => {
  const phone = url.searchParams.get('phone') ?? '';
  await cs.delete(`/contact-lists/${params.id}/contacts/${encodeURIComponent(phone)}`);
  return new Response(null, { status: 204 });
};
