import express from "express";
import pino from "pino";
import { verifyDialwell } from "./verify/dialwell";
import { verifyGithub } from "./verify/github";
import { verifySvix } from "./verify/svix";
import { forwardToCrm } from "./forward";

const log = pino();
const app = express();

// keep the raw body around for signature checks
app.use(express.json({ verify: (req: any, _res, buf) => { req.rawBody = buf; } }));

app.post("/hooks/dialwell", verifyDialwell, async (req, res) => {
  await forwardToCrm("/webhooks/dialwell", req.body);
  res.sendStatus(204);
});

app.post("/hooks/github", verifyGithub, (req, res) => {
  log.info({ event: req.header("x-github-event") }, "github event");
  res.sendStatus(204);
});

app.post("/hooks/billing", verifySvix, async (req, res) => {
  await forwardToCrm("/webhooks/billing", req.body);
  res.sendStatus(204);
});

app.get("/healthz", (_req, res) => res.json({ ok: true }));

app.listen(Number(process.env.PORT ?? 8080), () => log.info("webhooks-gateway up"));
