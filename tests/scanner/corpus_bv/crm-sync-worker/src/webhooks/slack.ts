import { createHmac, timingSafeEqual } from "node:crypto";
import { config } from "../config.js";

// Verifies Slack slash-command requests (/quill-sync).
export function verifySlack(headers: Record<string, string>, rawBody: string): boolean {
  const ts = headers["x-slack-request-timestamp"];
  const sig = headers["x-slack-signature"] ?? "";
  if (!ts || Math.abs(Date.now() / 1000 - Number(ts)) > 300) return false;
  const mine = "v0=" + createHmac("sha256", config.slackSigningSecret).update(`v0:${ts}:${rawBody}`).digest("hex");
  return sig.length === mine.length && timingSafeEqual(Buffer.from(sig), Buffer.from(mine));
}
