import type { Handle } from '@sveltejs/kit';

// Vercel sits behind Cloudflare Access, which injects the authenticated user's email.
export const handle: Handle = async ({ event, resolve }) => {
  const email = event.request.headers.get('x-user-email') ?? event.request.headers.get('cf-access-authenticated-user-email');
  const userId = event.request.headers.get('x-user-id');
  event.locals.user = email ? { email, id: userId ?? email } : null;

  if (event.url.pathname.startsWith('/api') && !event.url.pathname.startsWith('/api/webhooks') && !event.locals.user) {
    return new Response(JSON.stringify({ error: 'unauthenticated' }), { status: 401 });
  }
  return resolve(event);
};
