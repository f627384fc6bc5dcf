import { Hono } from "hono";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import { dialcraftWebhook } from "./webhooks/dialcraft";
import { stripeWebhook } from "./webhooks/stripe";
import { quoteFor } from "./lib/pricing";
import type { Env } from "./types";

export { CallQueue } from "./durable/CallQueue";

const app = new Hono<{ Bindings: Env; Variables: { userId: string } }>();

app.use("/callbacks/*", cors({ origin: ["https://tidewell.com", "https://www.tidewell.com"] }));

// The booking widget forwards the signed-in customer's id. This is OUR header,
// not something we send anywhere.
app.use("/callbacks/*", async (c, next) => {
  const userId = c.req.header("X-User-Id");
  if (!userId) {
    return c.json({ error: "missing X-User-Id" }, 400);
  }
  c.set("userId", userId);
  await next();
});

app.post("/callbacks", async (c) => {
  const body = await c.req.json<{ phone: string; name?: string; postcode?: string }>();
  if (!body.phone) throw new HTTPException(422, { message: "phone is required" });

  const quote = body.postcode ? await quoteFor(c.env, body.postcode) : null;

  const id = c.env.CALL_QUEUE.idFromName("default");
  const stub = c.env.CALL_QUEUE.get(id);
  const res = await stub.fetch("https://queue/enqueue", {
    method: "POST",
    body: JSON.stringify({ ...body, customerId: c.get("userId"), quote }),
  });
  if (res.status === 503) {
    // the DO sheds load when its backlog is too long
    return c.json({ error: "busy, try again shortly" }, 503);
  }
  return c.json({ queued: true }, 202);
});

app.post("/webhooks/dialcraft", dialcraftWebhook);
app.post("/webhooks/stripe", stripeWebhook);

app.get("/healthz", (c) => c.text("ok"));

app.onError((err, c) => {
  if (err instanceof HTTPException) return c.json({ error: err.message }, err.status);
  console.error(err);
  return c.json({ error: "internal error" }, 500);
});

export default app;
