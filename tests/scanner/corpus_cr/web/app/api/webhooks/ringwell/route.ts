import crypto from "node:crypto";

// v2 webhooks (Service-Signature). Legacy ones still go to the backend.
export async function POST(req: Request) {
  const raw = await req.text();
  const sig = req.headers.get("service-signature") ?? "";
  const [tPart, vPart] = sig.split(",");
  const t = tPart?.replace("t=", "");
  const v = vPart?.replace("v1=", "");
  const mac = crypto
    .createHmac("sha256", process.env.RINGWELL_WEBHOOK_SECRET!)
    .update(`${t}.${raw}`)
    .digest("hex");
  if (!v || mac !== v) return new Response("bad signature", { status: 401 });
  return new Response(null, { status: 204 });
}
