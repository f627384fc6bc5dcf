import { createHmac, timingSafeEqual } from "node:crypto";
import { kv } from "@vercel/kv";
import { NextResponse } from "next/server";
import { env } from "~/env";

export const runtime = "nodejs";

type DialwaveEvent =
  | { id: string; type: "call.completed"; data: { call_id: string; list_id: string; outcome: string } }
  | { id: string; type: "contact_list.updated"; data: { list_id: string } };

export async function POST(req: Request) {
  const raw = await req.text();
  const signature = req.headers.get("x-dialwave-signature") ?? "";
  const expected = createHmac("sha256", env.DIALWAVE_WEBHOOK_SECRET).update(raw).digest("hex");

  const a = Buffer.from(signature, "hex");
  const b = Buffer.from(expected, "hex");
  if (a.length !== b.length || !timingSafeEqual(a, b)) {
    return NextResponse.json({ error: "invalid signature" }, { status: 401 });
  }

  const event = JSON.parse(raw) as DialwaveEvent;

  // Dialwave retries aggressively; dedupe on event id for 24h.
  const fresh = await kv.set(`dw:evt:${event.id}`, 1, { nx: true, ex: 86_400 });
  if (!fresh) return NextResponse.json({ ok: true, duplicate: true });

  switch (event.type) {
    case "call.completed":
      await kv.hincrby(`dw:list:${event.data.list_id}:outcomes`, event.data.outcome, 1);
      break;
    case "contact_list.updated":
      await kv.del(`dw:list:${event.data.list_id}:cache`);
      break;
  }
  return NextResponse.json({ ok: true });
}
