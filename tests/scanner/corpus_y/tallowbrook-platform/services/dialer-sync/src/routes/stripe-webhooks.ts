import Stripe from "stripe";
import type { FastifyPluginAsync } from "fastify";
import { config } from "../config";

const stripe = new Stripe(process.env.STRIPE_SECRET_KEY ?? "", { apiVersion: "2023-10-16" });

export const stripeWebhookRoutes: FastifyPluginAsync = async (app) => {
  app.post("/", { config: { rawBody: true } }, async (request, reply) => {
    const sig = request.headers["stripe-signature"] as string;
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(request.rawBody as Buffer, sig, config.stripe.webhookSecret);
    } catch (err) {
      return reply.code(400).send({ error: `Webhook Error: ${(err as Error).message}` });
    }
    if (event.type === "customer.subscription.deleted") {
      request.log.info({ id: event.id }, "subscription cancelled");
    }
    return { received: true };
  });
};
