import { Webhook } from 'svix';
import { env } from '$env/dynamic/private';
import type { RequestHandler } from './$types';

export const POST: RequestHandler = async ({ request }) => {
  const body = await request.text();
  const headers = {
    'svix-id': request.headers.get('svix-id') ?? '',
    'svix-timestamp': request.headers.get('svix-timestamp') ?? '',
    'svix-signature': request.headers.get('svix-signature') ?? '',
  };
  try {
    new Webhook(env.RESEND_WEBHOOK_SECRET).verify(body, headers);
  } catch {
    return new Response('invalid', { status: 400 });
  }
  return new Response('ok');
};
