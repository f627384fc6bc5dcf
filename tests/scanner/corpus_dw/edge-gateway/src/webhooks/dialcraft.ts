import type { Context } from "hono";
import type { Env } from "../types";

const enc = new TextEncoder();

async function hmacHex(secret: string, payload: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    enc.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const sig = await crypto.subtle.sign("HMAC", key, enc.encode(payload));
  return [...new Uint8Array(sig)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function safeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export async function dialcraftWebhook(c: Context<{ Bindings: Env }>) {
  const raw = await c.req.text();
  const provided = c.req.header("X-Dialcraft-Signature") ?? "";
  const expected = await hmacHex(c.env.DIALCRAFT_WEBHOOK_SECRET, raw);
  if (!safeEqual(provided, expected)) {
    return c.json({ error: "bad signature" }, 401);
  }
  const event = JSON.parse(raw) as { type: string; call?: { id: string; outcome: string } };
  if (event.type === "call.completed") {
    console.log(`call ${event.call?.id} -> ${event.call?.outcome}`);
  }
  return c.body(null, 204);
}
