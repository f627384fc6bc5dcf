import crypto from "node:crypto";
import type { ActionFunctionArgs } from "@remix-run/node";

export async function action({ request }: ActionFunctionArgs) {
  const body = await request.text();
  const sig = request.headers.get("X-Ringlane-Signature");
  const digest = crypto.createHmac("sha256", process.env.RINGLANE_WEBHOOK_SECRET!).update(body).digest("hex");
  if (!sig || !crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(digest))) {
    return new Response("invalid signature", { status: 401 });
  }
  const event = JSON.parse(body) as { type: string; data: Record<string, unknown> };
  console.log("[ringlane] webhook", event.type);
  return new Response(null, { status: 204 });
}
