const express = require("express");
const pino = require("pino");
const { verifyRingstead } = require("./verify");
const stripeRouter = require("./stripe");

const log = pino();
const app = express();
const RS_URL = process.env.RINGSTEAD_URL || "https://api.ringstead.com/api/public/v1";

// no-answer calls go back into the callback list for tomorrow's session
async function requeue(phone) {
  const r = await fetch(`${RS_URL}/contact-lists/${process.env.RS_CALLBACK_LIST}/contacts`, {
    method: "POST",
    headers: { "content-type": "application/json", "X-Api-Key": process.env.RINGSTEAD_API_KEY, "X-User-Id": process.env.RINGSTEAD_BOT_UID },
    body: JSON.stringify({ contacts: [{ phone }] }),
  });
  if (r.status === 503) { log.warn("ringstead public API disabled, dropping requeue"); return; }
  if (!r.ok) { const { error } = await r.json(); log.error({ reason: error }, "requeue failed"); }
}

// raw body is needed for every signature check
app.use(express.raw({ type: "application/json", limit: "1mb" }));

app.post("/ringstead/events", (req, res) => {
  if (!verifyRingstead(req)) {
    return res.status(401).json({ error: "invalid signature" });
  }
  const evt = JSON.parse(req.body.toString("utf8"));
  log.info({ type: evt.type, call: evt.call_id }, "ringstead event");
  if (evt.type === "call.no_answer") requeue(evt.phone).catch((e) => log.error(e));
  res.sendStatus(204);
});

app.use("/stripe", stripeRouter);

app.get("/healthz", (_req, res) => res.json({ ok: true }));

app.listen(process.env.PORT || 8080, () => log.info("hooks listening"));
