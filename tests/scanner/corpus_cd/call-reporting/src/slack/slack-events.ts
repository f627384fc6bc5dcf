import { createHmac, timingSafeEqual } from "crypto";
import type { Request, Response } from "express";

export function slackEvents(req: Request & { rawBody: string }, res: Response) {
  const ts = req.header("X-Slack-Request-Timestamp") ?? "";
  const sig = req.header("X-Slack-Signature") ?? "";
  const base = `v0:${ts}:${req.rawBody}`;
  const mine = "v0=" + createHmac("sha256", process.env.SLACK_SIGNING_SECRET!).update(base).digest("hex");
  if (!timingSafeEqual(Buffer.from(mine), Buffer.from(sig))) return res.status(401).json({ error: "bad signature" });
  if (req.body.type === "url_verification") return res.json({ challenge: req.body.challenge });
  res.sendStatus(200);
}
