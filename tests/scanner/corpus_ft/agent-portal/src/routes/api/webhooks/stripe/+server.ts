import { json, error } from '@sveltejs/kit';
import type { RequestHandler } from './$types';
import Stripe from 'stripe';
import { env } from '$env/dynamic/private';

const stripe = new Stripe(env.STRIPE_SECRET_KEY, { apiVersion: '2023-10-16' });

export const POST: RequestHandler = async ({ request }) => {
  const sig = request.headers.get('stripe-signature');
  const raw = await request.text();
  let evt: Stripe.Event;
  try {
    evt = stripe.webhooks.constructEvent(raw, sig!, env.STRIPE_WEBHOOK_SECRET);
  } catch (e) {
    error(400, `Webhook Error: ${(e as Error).message}`);
  }
  if (evt.type === 'invoice.payment_failed') {
    console.warn('payment failed for', (evt.data.object as Stripe.Invoice).customer);
  }
  return json({ received: true });
};
