import crypto from "node:crypto";
import type { Request, Response } from "express";

// Dev-only express shim for the Slack slash command used by the console.
export function verifySlack(req: Request, res: Response, next: () => void) {
  const ts = req.header("X-Slack-Request-Timestamp") ?? "";
  const sig = req.header("X-Slack-Signature") ?? "";
  const base = `v0:${ts}:${(req as any).rawBody}`;
  const mine = "v0=" + crypto.createHmac("sha256", process.env.SLACK_SIGNING_SECRET!).update(base).digest("hex");
  if (!crypto.timingSafeEqual(Buffer.from(mine), Buffer.from(sig))) {
    res.status(401).json({ error: "bad signature" });
    return;
  }
  next();
}
