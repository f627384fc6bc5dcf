import Stripe from "stripe";
import type { FastifyPluginAsync } from "fastify";

const stripeWebhook: FastifyPluginAsync = async (app) => {
  const stripe = new Stripe(app.cfg.STRIPE_SECRET_KEY, { apiVersion: "2024-04-10" });

  app.post("/stripe", { config: { rawBody: true } }, async (req, reply) => {
    const sig = req.headers["stripe-signature"];
    if (typeof sig !== "string") return reply.code(400).send({ error: "missing signature" });
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(req.rawBody as Buffer, sig, app.cfg.STRIPE_WEBHOOK_SECRET);
    } catch (e) {
      req.log.warn({ err: e }, "stripe signature check failed");
      return reply.code(400).send({ error: "bad signature" });
    }
    if (event.type === "customer.subscription.updated") {
      const sub = event.data.object as Stripe.Subscription;
      await app.prisma.tenant.updateMany({
        where: { stripeCustomerId: String(sub.customer) },
        data: { plan: sub.items.data[0]?.price.lookup_key ?? "starter" },
      });
    }
    return { received: true };
  });
};

export default stripeWebhook;
