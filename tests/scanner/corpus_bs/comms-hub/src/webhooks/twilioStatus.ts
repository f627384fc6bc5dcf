import type { Request, Response } from "express";
import twilio from "twilio";

export function twilioStatus(req: Request, res: Response) {
  const signature = req.header("X-Twilio-Signature") ?? "";
  const url = `https://hooks.harborlinesolar.com${req.originalUrl}`;
  const ok = twilio.validateRequest(process.env.TWILIO_AUTH_TOKEN ?? "", signature, url, req.body);
  if (!ok) return res.sendStatus(403);
  const { MessageSid, MessageStatus } = req.body;
  console.log("sms status", MessageSid, MessageStatus);
  res.sendStatus(204);
}
