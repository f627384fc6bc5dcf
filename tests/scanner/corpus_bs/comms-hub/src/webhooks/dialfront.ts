import crypto from "node:crypto";
import type { Request, Response } from "express";
import { sendSms } from "../providers/twilio";

const SIGNING_SECRET = process.env.DIALFRONT_WEBHOOK_SECRET ?? "";

function validSignature(raw: Buffer, signature: string): boolean {
  const expected = crypto.createHmac("sha256", SIGNING_SECRET).update(raw).digest("hex");
  const a = Buffer.from(expected);
  const b = Buffer.from(signature);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** Dialfront posts call outcomes here (call.completed, call.missed). */
export function dialfrontCallEvent(req: Request, res: Response) {
  const signature = req.header("X-Dialfront-Signature") ?? "";
  if (!validSignature(req.body as Buffer, signature)) {
    return res.status(401).json({ error: "bad signature" });
  }
  const event = JSON.parse((req.body as Buffer).toString("utf8"));
  if (event.type === "call.missed" && event.data?.contact?.phone) {
    void sendSms(event.data.contact.phone, "Sorry we missed you! A Harborline advisor will call back shortly.");
  }
  res.sendStatus(204);
}
