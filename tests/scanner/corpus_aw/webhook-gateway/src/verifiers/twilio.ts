import type { Request } from "express";
import twilio from "twilio";
import { config } from "../config";

export function verifyTwilio(req: Request): boolean {
  const signature = req.header("X-Twilio-Signature") ?? "";
  const url = new URL(req.originalUrl, config.twilio.publicUrl).toString();
  return twilio.validateRequest(config.twilio.authToken, signature, url, req.body);
}
