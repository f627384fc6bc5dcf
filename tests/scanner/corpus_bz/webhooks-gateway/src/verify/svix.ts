import type { NextFunction, Request, Response } from "express";
import { Webhook } from "svix";

const wh = new Webhook(process.env.BILLING_WEBHOOK_SECRET ?? "");

export function verifySvix(req: Request, res: Response, next: NextFunction) {
  try {
    wh.verify((req as any).rawBody.toString("utf8"), {
      "svix-id": req.header("svix-id") ?? "",
      "svix-timestamp": req.header("svix-timestamp") ?? "",
      "svix-signature": req.header("svix-signature") ?? "",
    });
    next();
  } catch {
    res.status(400).json({ error: "invalid svix signature" });
  }
}
