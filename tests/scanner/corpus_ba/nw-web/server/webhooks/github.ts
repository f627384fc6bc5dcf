import crypto from "node:crypto";
import express, { Router } from "express";

// Deploy previews: GitHub pushes PR events here.
export const githubWebhooks = Router();

githubWebhooks.post("/", express.raw({ type: "application/json" }), (req, res) => {
  const sig = req.get("X-Hub-Signature-256") ?? "";
  const digest =
    "sha256=" + crypto.createHmac("sha256", process.env.GITHUB_WEBHOOK_SECRET ?? "").update(req.body).digest("hex");
  if (sig.length !== digest.length || !crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(digest))) {
    return res.status(401).json({ error: "signature mismatch" });
  }
  res.sendStatus(202);
});
