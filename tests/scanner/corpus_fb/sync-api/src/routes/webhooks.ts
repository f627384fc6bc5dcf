import { Hono } from "hono";

export const webhooks = new Hono();

const enc = new TextEncoder();

async function hmacSha256Hex(secret: string, body: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", enc.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const sig = new Uint8Array(await crypto.subtle.sign("HMAC", key, enc.encode(body)));
  return Array.from(sig, (b) => b.toString(16).padStart(2, "0")).join("");
}

// Ringlane "list.updated" events keep our cached list sizes fresh.
webhooks.post("/hooks/ringlane", async (c) => {
  const body = await c.req.text();
  const sig = c.req.header("X-Ringlane-Signature");
  const expected = await hmacSha256Hex(Deno.env.get("RINGLANE_WEBHOOK_SECRET") ?? "", body);
  if (!sig || sig !== expected) return c.json({ error: "invalid signature" }, 401);
  const kv = await Deno.openKv();
  const evt = JSON.parse(body) as { listId: string; size: number };
  await kv.set(["list-size", evt.listId], evt.size);
  return c.body(null, 204);
});

// GitHub pushes to the docs repo trigger a cache purge.
webhooks.post("/hooks/github", async (c) => {
  const body = await c.req.text();
  const sig = c.req.header("X-Hub-Signature-256") ?? "";
  const expected = "sha256=" + (await hmacSha256Hex(Deno.env.get("GITHUB_WEBHOOK_SECRET") ?? "", body));
  if (sig !== expected) return c.json({ error: "bad signature" }, 401);
  return c.json({ ok: true });
});
