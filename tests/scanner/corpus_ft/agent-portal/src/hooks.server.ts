import type { Handle, HandleFetch, HandleServerError } from '@sveltejs/kit';
import { env } from '$env/dynamic/private';
import { readSession } from '$lib/server/auth';

export const handle: Handle = async ({ event, resolve }) => {
  event.locals.user = readSession(event.cookies.get('hv_session'));
  if (!event.locals.user && !event.url.pathname.startsWith('/login') && !event.url.pathname.startsWith('/api/webhooks')) {
    return new Response(null, { status: 303, headers: { location: '/login' } });
  }
  return resolve(event);
};

// Server-side fetches to the quotes API need the identity headers the gateway would normally add.
export const handleFetch: HandleFetch = async ({ event, request, fetch }) => {
  if (request.url.startsWith(env.QUOTES_API_URL) && event.locals.user) {
    request.headers.set('x-user-id', event.locals.user.id);
    request.headers.set('x-user-email', event.locals.user.email);
  }
  return fetch(request);
};

export const handleError: HandleServerError = async ({ error, event, status }) => {
  console.error('[server error]', status, event.url.pathname, error);
  return { message: status === 404 ? 'Not found' : 'Unexpected error', code: String(status) };
};
