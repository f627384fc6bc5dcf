import { createHmac, timingSafeEqual } from "node:crypto";
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { sendMissedCallDigest } from "~/lib/mail.server";

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return json({ error: "method not allowed" }, 405);

  const signature = request.headers.get("X-CallHarbor-Signature");
  const raw = await request.text();
  const digest = createHmac("sha256", process.env.CALLHARBOR_WEBHOOK_SECRET!).update(raw, "utf8").digest("hex");
  if (!signature || signature.length !== digest.length || !timingSafeEqual(Buffer.from(signature), Buffer.from(digest))) {
    return json({ error: "invalid signature" }, 401);
  }

  const event = JSON.parse(raw) as { type: string; data: { rep_email: string; missed: number } };
  if (event.type === "calls.missed_summary") {
    await sendMissedCallDigest(event.data.rep_email, event.data.missed);
  }
  return json({ ok: true });
}
