import { Hono } from "hono";
import { HTTPError } from "ky";
import Stripe from "stripe";
import { dialwave, readDwError } from "./dialwave";
import type { Env } from "./env";
import { requireInternalKey } from "./internal-auth";
import { verifyDialwaveWebhook } from "./webhooks";

const app = new Hono<{ Bindings: Env }>();

app.get("/healthz", (c) => c.json({ ok: true }));

app.use("/lists/*", requireInternalKey);
app.use("/lists", requireInternalKey);

app.get("/lists", async (c) => {
  const userId = c.req.header("x-user-id")!;
  const cacheKey = `lists:${userId}`;
  const cached = await c.env.CACHE.get(cacheKey, "json");
  if (cached) return c.json(cached);
  try {
    const data = await dialwave(c.env, userId).get("contact-lists", { searchParams: { per_page: 100 } }).json();
    await c.env.CACHE.put(cacheKey, JSON.stringify(data), { expirationTtl: 60 });
    return c.json(data);
  } catch (err) {
    return c.json({ error: await readDwError(err) }, 502);
  }
});

app.post("/lists/:id/contacts", async (c) => {
  const userId = c.req.header("x-user-id")!;
  const { phones } = await c.req.json<{ phones: string[] }>();
  try {
    const res = await dialwave(c.env, userId)
      .post(`contact-lists/${c.req.param("id")}/contacts`, { json: { contacts: phones.map((phone) => ({ phone })) } })
      .json();
    await c.env.CACHE.delete(`lists:${userId}`);
    return c.json(res);
  } catch (err) {
    return c.json({ error: await readDwError(err) }, 502);
  }
});

app.delete("/lists/:id/contacts/:phone", async (c) => {
  const userId = c.req.header("x-user-id")!;
  const { id, phone } = c.req.param();
  try {
    await dialwave(c.env, userId).delete(`contact-lists/${id}/contacts/${encodeURIComponent(phone)}`);
    return c.body(null, 204);
  } catch (err) {
    const msg = await readDwError(err);
    if (err instanceof HTTPError && msg === "contact list not found") {
      return c.json({ error: "unknown list" }, 404);
    }
    return c.json({ error: msg }, 502);
  }
});

app.post("/webhooks/dialwave", verifyDialwaveWebhook, async (c) => {
  const event = await c.req.json<{ type: string; data: { list_id?: string; user_id?: string } }>();
  if (event.type === "contact_list.updated" && event.data.user_id) {
    await c.env.CACHE.delete(`lists:${event.data.user_id}`);
  }
  return c.json({ ok: true });
});

app.post("/webhooks/stripe", async (c) => {
  const stripe = new Stripe(c.env.STRIPE_SECRET_KEY, { httpClient: Stripe.createFetchHttpClient() });
  const sig = c.req.header("stripe-signature") ?? "";
  try {
    const event = await stripe.webhooks.constructEventAsync(await c.req.text(), sig, c.env.STRIPE_WEBHOOK_SECRET, undefined, Stripe.createSubtleCryptoProvider());
    console.log("stripe event", event.type);
    return c.json({ received: true });
  } catch {
    return c.json({ error: "bad signature" }, 400);
  }
});

export default app;
