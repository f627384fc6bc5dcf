import { Router, raw, urlencoded } from "express";
import { verifyStripe } from "../verifiers/stripe";
import { verifyTwilio } from "../verifiers/twilio";
import { verifySendgrid } from "../verifiers/sendgrid";
import { verifyClerk } from "../verifiers/svix";
import { publish } from "../lib/queue";

export const vendorRouter = Router();

vendorRouter.post("/hooks/stripe", raw({ type: "application/json" }), async (req, res) => {
  try {
    const event = verifyStripe(req);
    await publish("stripe", event);
    res.json({ received: true });
  } catch (e) {
    res.status(400).json({ error: `Webhook Error: ${(e as Error).message}` });
  }
});

vendorRouter.post("/hooks/twilio", urlencoded({ extended: false }), async (req, res) => {
  if (!verifyTwilio(req)) return res.status(403).end();
  await publish("twilio", req.body);
  res.type("text/xml").send("<Response/>");
});

vendorRouter.post("/hooks/sendgrid", raw({ type: "*/*" }), async (req, res) => {
  if (!verifySendgrid(req)) return res.status(401).json({ error: "bad signature" });
  await publish("sendgrid", JSON.parse((req.body as Buffer).toString()));
  res.status(200).end();
});

vendorRouter.post("/hooks/clerk", raw({ type: "application/json" }), async (req, res) => {
  try {
    await publish("clerk", verifyClerk(req));
    res.status(204).end();
  } catch {
    res.status(400).json({ error: "invalid svix signature" });
  }
});
