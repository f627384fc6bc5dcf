// Vercel Edge Function (outside the Next app router on purpose: raw body access).
export const config = { runtime: "edge" };

const enc = new TextEncoder();

async function sign(secret: string, data: string) {
  const key = await crypto.subtle.importKey("raw", enc.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, enc.encode(data));
  return Array.from(new Uint8Array(mac), (b) => b.toString(16).padStart(2, "0")).join("");
}

export default async function handler(req: Request): Promise<Response> {
  const raw = await req.text();
  const secret = process.env.DIALCRAFT_WEBHOOK_SECRET!;

  // v2 deliveries: "Service-Signature: t=<ms>,v1=<hex>"
  const v2 = req.headers.get("service-signature");
  if (v2) {
    const parts = Object.fromEntries(v2.split(",").map((p) => p.split("=")));
    if ((await sign(secret, `${parts.t}.${raw}`)) !== parts.v1) return new Response("bad signature", { status: 401 });
  } else {
    // legacy v1 deliveries
    const legacy = req.headers.get("x-dialcraft-signature");
    if (!legacy || (await sign(secret, raw)) !== legacy) return new Response("bad signature", { status: 401 });
  }

  const event = JSON.parse(raw);
  console.log("dialcraft event", event.type);
  return new Response(null, { status: 204 });
}
