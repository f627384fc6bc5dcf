import { createHmac, timingSafeEqual } from "node:crypto";

export async function notifySlack(text: string): Promise<void> {
  const hook = Bun.env.SLACK_OPS_WEBHOOK;
  if (!hook) return;
  const res = await fetch(hook, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ text }),
  });
  if (res.status === 404) console.warn("slack webhook revoked?");
}

/** Used by the /ops slash command handler. */
export function verifySlackRequest(req: Request, rawBody: string, signingSecret: string): boolean {
  const ts = req.headers.get("X-Slack-Request-Timestamp") ?? "";
  const sig = req.headers.get("X-Slack-Signature") ?? "";
  if (Math.abs(Date.now() / 1000 - Number(ts)) > 300) return false;
  const expected = "v0=" + createHmac("sha256", signingSecret).update(`v0:${ts}:${rawBody}`).digest("hex");
  return sig.length === expected.length && timingSafeEqual(Buffer.from(sig), Buffer.from(expected));
}
