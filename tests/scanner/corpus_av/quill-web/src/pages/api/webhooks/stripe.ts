import type { NextApiRequest, NextApiResponse } from "next";
import getRawBody from "raw-body";
import Stripe from "stripe";

const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!);
export const config = { api: { bodyParser: false } };

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const sig = req.headers["stripe-signature"] as string;
  try {
    const event = stripe.webhooks.constructEvent(await getRawBody(req), sig, process.env.STRIPE_WEBHOOK_SECRET!);
    console.log("stripe event", event.type);
    res.status(200).json({ received: true });
  } catch {
    res.status(400).json({ error: "invalid signature" });
  }
}
