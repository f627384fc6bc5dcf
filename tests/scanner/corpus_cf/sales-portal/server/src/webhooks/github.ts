import crypto from "node:crypto";
import express, { Router } from "express";

// Deploy notifications from GitHub (used for the #sales-portal-deploys channel).
export const githubWebhookRouter = Router();

githubWebhookRouter.post("/webhooks/github", express.raw({ type: "*/*" }), (req, res) => {
  const sig = req.header("X-Hub-Signature-256") ?? "";
  const digest =
    "sha256=" +
    crypto.createHmac("sha256", process.env.GITHUB_WEBHOOK_SECRET ?? "").update(req.body).digest("hex");
  if (sig.length !== digest.length || !crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(digest))) {
    return res.status(401).json({ error: "invalid signature" });
  }
  res.sendStatus(202);
});
