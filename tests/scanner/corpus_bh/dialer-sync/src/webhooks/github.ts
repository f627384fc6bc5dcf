import crypto from "node:crypto";
import { Router } from "express";
import { config } from "../config";

// Deploy notifications from GitHub (used to annotate dialer dashboards).
export const githubWebhooks = Router();

githubWebhooks.post("/webhooks/github", (req, res) => {
  const raw = (req as any).rawBody as Buffer;
  const sig = req.header("x-hub-signature-256") ?? "";
  const digest = "sha256=" + crypto.createHmac("sha256", config.GITHUB_WEBHOOK_SECRET ?? "").update(raw).digest("hex");
  if (sig.length !== digest.length || !crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(digest))) {
    return res.status(401).json({ error: "signature mismatch" });
  }
  return res.sendStatus(202);
});
