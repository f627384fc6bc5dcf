import { createHmac, timingSafeEqual } from "node:crypto";
import { NextResponse } from "next/server";

export const runtime = "nodejs";

export async function POST(req: Request) {
  const raw = await req.text();
  const given = req.headers.get("x-ringlane-signature") ?? "";
  const digest = createHmac("sha256", process.env.RINGLANE_WEBHOOK_SECRET!).update(raw).digest("hex");

  const a = Buffer.from(digest);
  const b = Buffer.from(given);
  if (a.length !== b.length || !timingSafeEqual(a, b)) {
    return NextResponse.json({ error: "invalid signature" }, { status: 401 });
  }

  const event = JSON.parse(raw);
  console.info("ringlane event", event.type, event.id);
  return new NextResponse(null, { status: 204 });
}
