import crypto from "node:crypto";
import type { ActionFunctionArgs } from "@remix-run/node";

// Deploy notifications from GitHub -> posts a note in the admin changelog.
export async function action({ request }: ActionFunctionArgs) {
  const payload = await request.text();
  const signature = request.headers.get("x-hub-signature-256") ?? "";
  const expected = "sha256=" + crypto.createHmac("sha256", process.env.GITHUB_WEBHOOK_SECRET!).update(payload).digest("hex");
  if (signature.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) {
    return new Response(JSON.stringify({ error: "bad signature" }), { status: 401 });
  }
  return new Response("ok");
}
