import Stripe from 'stripe';
import { getFirestore } from 'firebase-admin/firestore';
import { defineSecret } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';

const STRIPE_KEY = defineSecret('STRIPE_SECRET_KEY');
const STRIPE_WEBHOOK_SECRET = defineSecret('STRIPE_WEBHOOK_SECRET');

export const stripeWebhook = onRequest({ secrets: [STRIPE_KEY, STRIPE_WEBHOOK_SECRET] }, async (req, res) => {
  const stripe = new Stripe(STRIPE_KEY.value());
  const sig = req.headers['stripe-signature'] as string;
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(req.rawBody, sig, STRIPE_WEBHOOK_SECRET.value());
  } catch (err) {
    res.status(400).json({ error: `Webhook Error: ${(err as Error).message}` });
    return;
  }

  if (event.type === 'customer.subscription.updated') {
    const sub = event.data.object as Stripe.Subscription;
    await getFirestore().doc(`brokerages/${sub.metadata.brokerageId}`).set(
      { plan: sub.items.data[0]?.price.lookup_key, status: sub.status },
      { merge: true },
    );
  }
  res.json({ received: true });
});
