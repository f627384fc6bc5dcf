import crypto from "crypto";
import type { Request, Response, NextFunction } from "express";

// Verifies Slack slash-command requests (/dialer status).
export function verifySlack(req: Request & { rawBody?: Buffer }, res: Response, next: NextFunction) {
  const ts = req.header("X-Slack-Request-Timestamp") ?? "";
  const sig = req.header("X-Slack-Signature") ?? "";
  if (Math.abs(Date.now() / 1000 - Number(ts)) > 300) {
    return res.status(400).json({ error: "stale request" });
  }
  const base = `v0:${ts}:${req.rawBody?.toString("utf8") ?? ""}`;
  const mine = "v0=" + crypto.createHmac("sha256", process.env.SLACK_SIGNING_SECRET ?? "").update(base).digest("hex");
  if (!crypto.timingSafeEqual(Buffer.from(mine), Buffer.from(sig))) {
    return res.status(401).json({ error: "bad signature" });
  }
  return next();
}
