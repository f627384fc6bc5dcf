import crypto from "node:crypto";

// Deploy notifications from GitHub into #eng.
export async function POST(req: Request) {
  const raw = await req.text();
  const sig = req.headers.get("x-hub-signature-256") ?? "";
  const mac = "sha256=" + crypto.createHmac("sha256", process.env.GH_WEBHOOK_SECRET!).update(raw).digest("hex");
  if (sig !== mac) return Response.json({ error: "bad signature" }, { status: 401 });
  const payload = JSON.parse(raw);
  await fetch(process.env.SLACK_ENG_WEBHOOK!, {
    method: "POST",
    body: JSON.stringify({ text: `Deploy: ${payload.deployment?.environment}` }),
  });
  return new Response(null, { status: 204 });
}
