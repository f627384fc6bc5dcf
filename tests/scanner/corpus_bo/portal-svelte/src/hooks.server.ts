import type { Handle } from '@sveltejs/kit';

// The ingress (oauth2-proxy) forwards the authenticated identity to us.
export const handle: Handle = async ({ event, resolve }) => {
  const email = event.request.headers.get('x-user-email');
  const id = event.request.headers.get('x-user-id');
  if (!email || !id) {
    if (event.url.pathname.startsWith('/webhooks/')) return resolve(event);
    return new Response(JSON.stringify({ error: 'unauthenticated' }), { status: 401 });
  }
  event.locals.user = { id, email };
  return resolve(event);
};
