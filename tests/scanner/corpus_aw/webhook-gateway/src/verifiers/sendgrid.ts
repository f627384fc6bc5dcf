import type { Request } from "express";
import { createPublicKey, verify } from "node:crypto";
import { config } from "../config";

const SIG = "X-Twilio-Email-Event-Webhook-Signature";
const TS = "X-Twilio-Email-Event-Webhook-Timestamp";

export function verifySendgrid(req: Request): boolean {
  const signature = req.header(SIG);
  const timestamp = req.header(TS);
  if (!signature || !timestamp) return false;
  const key = createPublicKey({ key: Buffer.from(config.sendgrid.verificationKey, "base64"), format: "der", type: "spki" });
  const payload = Buffer.concat([Buffer.from(timestamp), req.body as Buffer]);
  return verify("sha256", payload, key, Buffer.from(signature, "base64"));
}
