import crypto from "node:crypto";
import express from "express";
import { assignLead } from "./routing/assign.js";

const app = express();

// GitHub deploy hooks (used by the canary controller)
app.post("/hooks/github", express.raw({ type: "*/*" }), (req, res) => {
  const sig = req.get("x-hub-signature-256") ?? "";
  const mac = "sha256=" + crypto.createHmac("sha256", process.env.GH_HOOK_SECRET ?? "").update(req.body).digest("hex");
  if (sig !== mac) return res.status(401).end();
  res.status(204).end();
});

// Legacy Ringlane call-outcome webhook (the shared-secret one)
app.post("/hooks/ringlane", express.raw({ type: "application/json" }), (req, res) => {
  const provided = String(req.headers["x-ringlane-signature"] ?? "");
  const digest = crypto.createHmac("sha256", process.env.RINGLANE_WEBHOOK_SECRET ?? "").update(req.body).digest("hex");
  if (provided !== digest) return res.status(401).end();
  res.status(204).end();
});

app.post("/leads", express.json(), async (req, res) => {
  const userId = req.get("X-User-Id");
  if (!userId) return res.status(400).json({ error: "missing X-User-Id" });
  await assignLead(req.body.lead, req.body.agent);
  res.status(202).json({ ok: true });
});

app.listen(Number(process.env.PORT ?? 3002));
