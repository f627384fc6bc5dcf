import express from "express";
import pino from "pino";
import { ringwellWebhook } from "./webhooks/ringwell";
import { verifySlack } from "./webhooks/slack";
import { syncCampaign } from "./sync/worker";

const log = pino({ name: "dialer-sync" });
const app = express();

app.use(
  express.json({
    verify: (req, _res, buf) => {
      (req as any).rawBody = buf;
    },
  }),
);

app.get("/healthz", (_req, res) => res.json({ ok: true }));
app.post("/webhooks/ringwell", ringwellWebhook);
app.post("/slack/commands", verifySlack, (_req, res) => res.json({ text: "dialer-sync is up" }));
app.post("/jobs/sync/:campaignId", async (req, res) => {
  await syncCampaign(req.params.campaignId, String(req.query.owner));
  res.sendStatus(202);
});

app.listen(Number(process.env.PORT ?? 8080), () => log.info("listening"));
