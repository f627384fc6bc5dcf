import crypto from "node:crypto";
import express, { Router } from "express";
import { dialstreamConfig as cfg } from "../dialstream/config";

export const dialstreamHooks = Router();

function verifyV2(header: string, raw: Buffer): boolean {
  const parts = Object.fromEntries(header.split(",").map((kv) => kv.split("=") as [string, string]));
  const mac = crypto.createHmac("sha256", cfg.webhookSecret).update(`${parts.t}.${raw}`).digest("hex");
  return Math.abs(Date.now() - Number(parts.t)) < 300_000 && crypto.timingSafeEqual(Buffer.from(mac), Buffer.from(parts.v1 ?? ""));
}

function verifyLegacy(sig: string, raw: Buffer): boolean {
  const mac = crypto.createHmac("sha256", cfg.webhookSecret).update(raw).digest("hex");
  return sig.length === mac.length && crypto.timingSafeEqual(Buffer.from(mac), Buffer.from(sig));
}

dialstreamHooks.post("/dialstream", express.raw({ type: "*/*" }), (req, res) => {
  const v2sig = req.header("Service-Signature");
  const legacySig = req.header("x-dialstream-signature");
  const ok = v2sig ? verifyV2(v2sig, req.body) : legacySig ? verifyLegacy(legacySig, req.body) : false;
  if (!ok) return res.sendStatus(401);
  res.sendStatus(204);
});
