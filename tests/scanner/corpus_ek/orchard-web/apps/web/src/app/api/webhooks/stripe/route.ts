import { NextResponse } from "next/server";
import Stripe from "stripe";
import { db } from "@orchard/db";
import { env } from "~/env.mjs";

const stripe = new Stripe(env.STRIPE_SECRET_KEY, { apiVersion: "2024-06-20" });

export async function POST(req: Request) {
  const body = await req.text();
  const signature = req.headers.get("stripe-signature");
  if (!signature) return NextResponse.json({ error: "missing signature" }, { status: 400 });

  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(body, signature, env.STRIPE_WEBHOOK_SECRET);
  } catch (err) {
    return NextResponse.json({ error: (err as Error).message }, { status: 400 });
  }

  if (event.type === "customer.subscription.updated" || event.type === "customer.subscription.deleted") {
    const sub = event.data.object as Stripe.Subscription;
    await db.organization.updateMany({
      where: { stripeCustomerId: String(sub.customer) },
      data: { plan: sub.status === "active" ? "pro" : "free", seats: sub.items.data[0]?.quantity ?? 1 },
    });
  }
  return NextResponse.json({ received: true });
}
