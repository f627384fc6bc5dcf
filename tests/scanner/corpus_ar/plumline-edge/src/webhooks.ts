import { createMiddleware } from "hono/factory";
import type { Env } from "./env";

const enc = new TextEncoder();

async function hmacHex(secret: string, data: ArrayBuffer | Uint8Array): Promise<string> {
  const key = await crypto.subtle.importKey("raw", enc.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, data);
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function safeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** Legacy Dialwave webhooks: hex HMAC of the raw body. */
export const verifyDialwaveWebhook = createMiddleware<{ Bindings: Env }>(async (c, next) => {
  const sig = c.req.header("X-Dialwave-Signature");
  if (!sig) return c.text("missing signature", 401);
  const body = await c.req.raw.clone().arrayBuffer();
  if (!safeEqual(await hmacHex(c.env.DIALWAVE_WEBHOOK_SECRET, body), sig)) {
    return c.text("bad signature", 401);
  }
  await next();
});

/** New-style signature (`t=<ms>,v1=<hex>` over `${t}.${body}`), ready for the v2 cut-over. */
export const verifyServiceSignature = createMiddleware<{ Bindings: Env }>(async (c, next) => {
  const header = c.req.header("Service-Signature") ?? "";
  const parts = Object.fromEntries(header.split(",").map((kv) => kv.split("=") as [string, string]));
  const t = Number(parts.t);
  if (!t || Math.abs(Date.now() - t) > 5 * 60_000 || !parts.v1) return c.text("bad signature", 401);
  const body = await c.req.raw.clone().text();
  if (!safeEqual(await hmacHex(c.env.DIALWAVE_WEBHOOK_SECRET, enc.encode(`${t}.${body}`)), parts.v1)) {
    return c.text("bad signature", 401);
  }
  await next();
});
