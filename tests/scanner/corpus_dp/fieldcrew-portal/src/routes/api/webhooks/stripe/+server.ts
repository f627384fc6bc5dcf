import Stripe from 'stripe';
import { env } from '$env/dynamic/private';
import type { RequestHandler } from './$types';

const stripe = new Stripe(env.STRIPE_SECRET_KEY ?? '');

export const POST: RequestHandler = async ({ request }) => {
  const payload = await request.text();
  const sig = request.headers.get('stripe-signature') ?? '';
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(payload, sig, env.STRIPE_WEBHOOK_SECRET ?? '');
  } catch (err) {
    return new Response(JSON.stringify({ error: 'invalid signature' }), { status: 400 });
  }
  if (event.type === 'invoice.paid') {
    // TODO: mark crew subscription active
  }
  return new Response(null, { status: 200 });
};
