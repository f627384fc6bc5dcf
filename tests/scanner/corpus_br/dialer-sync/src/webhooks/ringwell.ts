import crypto from "crypto";
import type { Request, Response } from "express";

export function ringwellWebhook(req: Request & { rawBody?: Buffer }, res: Response) {
  const secret = process.env.RINGWELL_WEBHOOK_SECRET ?? "";
  const received = req.header("x-ringwell-signature") ?? "";
  const expected = crypto.createHmac("sha256", secret).update(req.rawBody ?? Buffer.alloc(0)).digest("hex");

  if (received.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(received), Buffer.from(expected))) {
    return res.status(401).json({ error: "invalid signature" });
  }

  const event = req.body as { type: string; data: unknown };
  req.app.emit(`ringwell:${event.type}`, event.data);
  return res.sendStatus(204);
}
