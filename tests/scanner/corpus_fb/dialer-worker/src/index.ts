import { Hono } from "hono";
import { RinglaneClient, type RinglaneEnv } from "./ringlane/client";
import { RinglaneError } from "./ringlane/errors";
import { verifyRinglaneWebhook } from "./webhooks/ringlane";
import { parseStripeEvent } from "./webhooks/stripe";
import { enrichPhone, type EnrichEnv } from "./lib/enrich";
import { nightlySync } from "./jobs/nightly-sync";

type Env = RinglaneEnv &
  EnrichEnv & {
    DIALER_KV: KVNamespace;
    RINGLANE_WEBHOOK_SECRET: string;
    STRIPE_WEBHOOK_SECRET: string;
  };

const app = new Hono<{ Bindings: Env }>();

app.get("/healthz", (c) => c.text("ok"));

app.post("/campaigns/:listId/leads", async (c) => {
  const rep = c.req.header("X-User-Email"); // set by our own dashboard
  if (!rep) return c.json({ error: "missing rep" }, 400);
  const leads = await c.req.json<{ phone: string; name?: string }[]>();
  const client = new RinglaneClient(c.env, rep);
  try {
    const enriched = await Promise.all(leads.map((l) => enrichPhone(c.env, l.phone)));
    const res = await client.appendContacts(
      c.req.param("listId"),
      leads.map((l, i) => ({ phone: l.phone, firstName: l.name, company: enriched[i]?.company ?? undefined })),
    );
    return c.json(res, 201);
  } catch (err) {
    if (!(err instanceof RinglaneError)) throw err;
    switch (err.status) {
      case 502:
        return c.json({ error: "Ringlane login service is down, try again shortly" }, 503);
      case 503:
        return c.json({ error: "Ringlane API is disabled for this workspace" }, 503);
      case 404:
        if (err.isUnknownRep) return c.json({ error: `${rep} has no Ringlane seat` }, 403);
        return c.json({ error: "list not found" }, 404);
      default:
        return c.json({ error: err.message, fields: err.fieldErrors() }, 502);
    }
  }
});

app.post("/webhooks/ringlane", async (c) => {
  const raw = await verifyRinglaneWebhook(c.req.raw, c.env.RINGLANE_WEBHOOK_SECRET);
  if (raw === null) return c.text("bad signature", 401);
  const event = JSON.parse(raw) as { type: string; callId: string };
  await c.env.DIALER_KV.put(`call:${event.callId}`, raw, { expirationTtl: 60 * 60 * 24 * 30 });
  return c.body(null, 204);
});

app.post("/webhooks/stripe", async (c) => {
  const event = await parseStripeEvent(c.req.raw, c.env.STRIPE_WEBHOOK_SECRET);
  if (!event) return c.text("invalid", 400);
  return c.json({ received: true });
});

export default {
  fetch: app.fetch,
  async scheduled(_ctrl: ScheduledController, env: Env, ctx: ExecutionContext) {
    ctx.waitUntil(nightlySync(env));
  },
};
