import type { Context } from "hono";
import type { Env } from "../types";

const enc = new TextEncoder();

// Minimal Stripe-Signature verification (t=...,v1=...) without the SDK,
// since the Stripe SDK pulls in Node built-ins.
export async function stripeWebhook(c: Context<{ Bindings: Env }>) {
  const raw = await c.req.text();
  const header = c.req.header("Stripe-Signature") ?? "";
  const parts = Object.fromEntries(header.split(",").map((kv) => kv.split("=") as [string, string]));
  const key = await crypto.subtle.importKey(
    "raw",
    enc.encode(c.env.STRIPE_WEBHOOK_SECRET),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, enc.encode(`${parts.t}.${raw}`));
  const hex = [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, "0")).join("");
  if (hex !== parts.v1) return c.json({ error: "invalid stripe signature" }, 400);

  const event = JSON.parse(raw) as { type: string };
  if (event.type === "payment_intent.succeeded") {
    // TODO: mark deposit paid
  }
  return c.json({ received: true });
}
