import express from "express";
import { config } from "./config";
import { dialwiseRouter } from "./routes/dialwise";
import { vendorRouter } from "./routes/vendors";
import { requireAdmin } from "./middleware/auth";
import { logger } from "./lib/logger";

const app = express();
app.get("/healthz", (_req, res) => res.json({ ok: true }));
app.use(vendorRouter);
app.use(dialwiseRouter);
app.post("/admin/replay/:id", requireAdmin, (req, res) => {
  logger.info({ actor: res.locals.actor, id: req.params.id }, "replay requested");
  res.status(202).end();
});
app.use((_req, res) => res.status(404).json({ error: "not found" }));

app.listen(config.port, () => logger.info(`webhook-gateway listening on ${config.port}`));
