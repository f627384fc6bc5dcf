import { hmacHex, timingSafeEqual, verifyStripe } from "./signatures";
import { lookupLead } from "./internalApi";
import type { Env } from "./types";
import { addToList, getContactLists, VoxhaulError } from "./voxhaul";

export default {
  async fetch(req: Request, env: Env): Promise<Response> {
    const url = new URL(req.url);

    if (url.pathname === "/webhooks/voxhaul" && req.method === "POST") {
      const raw = await req.text();
      const signature = req.headers.get("x-voxhaul-signature") ?? "";
      const expected = await hmacHex(env.VOXHAUL_SIGNING_SECRET, raw);
      if (!timingSafeEqual(expected, signature)) return new Response("bad signature", { status: 401 });
      const event = JSON.parse(raw);
      if (event.type === "call.completed" && event.data.outcome === "interested") {
        const lists = await getContactLists(env);
        const hot = lists.find((l) => l.name === "Hot follow-ups");
        if (hot) await addToList(env, hot.id, event.data.phone);
      }
      return new Response(null, { status: 204 });
    }

    if (url.pathname === "/webhooks/stripe" && req.method === "POST") {
      const raw = await req.text();
      if (!(await verifyStripe(req, raw, env.STRIPE_WEBHOOK_SECRET))) return new Response("bad signature", { status: 400 });
      return new Response("ok");
    }

    if (url.pathname.startsWith("/lead/")) {
      const userId = req.headers.get("X-User-Id") ?? "";
      const lead = await lookupLead(env, userId, url.pathname.slice(6));
      return lead ? Response.json(lead) : new Response("not found", { status: 404 });
    }

    try {
      return Response.json(await getContactLists(env));
    } catch (e) {
      if (e instanceof VoxhaulError && e.apiDisabled) {
        return Response.json({ error: "dialer integration paused" }, { status: 503 });
      }
      throw e;
    }
  },
};
