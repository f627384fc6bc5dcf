import crypto from "node:crypto";
import { NextResponse } from "next/server";

export async function POST(req: Request) {
  const raw = await req.text();
  const provided = req.headers.get("X-Ringlane-Signature") ?? "";
  const expected = crypto
    .createHmac("sha256", process.env.RINGLANE_WEBHOOK_SECRET!)
    .update(raw)
    .digest("hex");

  const ok =
    provided.length === expected.length &&
    crypto.timingSafeEqual(Buffer.from(provided), Buffer.from(expected));
  if (!ok) return NextResponse.json({ error: "bad signature" }, { status: 401 });

  const event = JSON.parse(raw);
  console.log("ringlane webhook", event.type);
  return NextResponse.json({ received: true });
}
