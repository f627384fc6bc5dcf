import { Router, raw } from "express";
import { Webhook } from "svix";
import { markEmailBounced } from "../services/email";

export const resendWebhook = Router();

resendWebhook.post("/webhooks/resend", raw({ type: "application/json" }), async (req, res) => {
  const wh = new Webhook(process.env.RESEND_WEBHOOK_SECRET!);
  try {
    const evt = wh.verify(req.body.toString("utf8"), {
      "svix-id": req.header("svix-id")!,
      "svix-timestamp": req.header("svix-timestamp")!,
      "svix-signature": req.header("svix-signature")!,
    }) as { type: string; data: { email_id: string } };
    if (evt.type === "email.bounced") await markEmailBounced(evt.data.email_id);
    res.sendStatus(204);
  } catch {
    res.status(400).json({ error: "invalid signature" });
  }
});
