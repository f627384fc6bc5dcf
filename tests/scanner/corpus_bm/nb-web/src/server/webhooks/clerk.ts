import express, { Router } from "express";
import { Webhook } from "svix";

export const clerkWebhooks = Router();

clerkWebhooks.post("/webhooks/clerk", express.raw({ type: "application/json" }), (req, res) => {
  const wh = new Webhook(process.env.CLERK_WEBHOOK_SECRET ?? "");
  try {
    const evt = wh.verify(req.body.toString(), {
      "svix-id": req.header("svix-id") ?? "",
      "svix-timestamp": req.header("svix-timestamp") ?? "",
      "svix-signature": req.header("svix-signature") ?? "",
    }) as { type: string; data: { id: string } };
    req.app.locals.bus.emit(`clerk.${evt.type}`, evt.data);
    res.status(204).end();
  } catch {
    res.status(400).json({ error: "bad signature" });
  }
});
