import type { RequestHandler } from './$types';
import { callcrate } from '$lib/server/callcrate';

export const DELETE: RequestHandler = async ({ locals, params }) => {
  await callcrate(
    `/contact-lists/${params.id}/contacts/${encodeURIComponent(params.phone)}`,
    locals.user.email,
    { method: 'DELETE' },
  );
  return new Response(null, { status: 204 });
};
