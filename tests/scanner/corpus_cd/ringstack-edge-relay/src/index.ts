import { hmacHex, safeEqual } from "./signature";

export interface Env {
  FORWARD_URL: string;
  RINGSTACK_API_BASE: string;
  RINGSTACK_API_KEY: string;
  RINGSTACK_SIGNING_SECRET: string;
  GITHUB_WEBHOOK_SECRET: string;
}

export default {
  async fetch(req: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const url = new URL(req.url);
    const body = await req.text();

    if (url.pathname === "/github") {
      const sig = req.headers.get("X-Hub-Signature-256") ?? "";
      const ok = safeEqual(sig, `sha256=${await hmacHex(env.GITHUB_WEBHOOK_SECRET, body)}`);
      return new Response(ok ? "ok" : "bad signature", { status: ok ? 200 : 401 });
    }

    const signature = req.headers.get("X-Ringstack-Signature");
    if (!signature || !safeEqual(signature, await hmacHex(env.RINGSTACK_SIGNING_SECRET, body))) {
      return Response.json({ error: "invalid signature" }, { status: 401 });
    }

    const evt = JSON.parse(body) as { event: string; data: { listId?: string } };
    if (evt.event === "contact_list.updated" && evt.data.listId) {
      ctx.waitUntil(warmListCache(env, evt.data.listId));
    }
    ctx.waitUntil(fetch(env.FORWARD_URL, { method: "POST", body, headers: req.headers }));
    return new Response(null, { status: 202 });
  },
};

async function warmListCache(env: Env, listId: string) {
  const res = await fetch(`${env.RINGSTACK_API_BASE}/contact-lists/${listId}`, {
    headers: { "x-api-key": env.RINGSTACK_API_KEY, "x-user-id": "00uEdgeRelay" },
    cf: { cacheTtl: 60 },
  });
  if (res.status === 503) return; // API switched off in Ringstack admin
  await caches.default.put(`https://cache.local/lists/${listId}`, res);
}
