import crypto from "node:crypto";
import type { Request, Response } from "express";

const TOLERANCE_MS = 5 * 60 * 1000;

export function ringwellV2Webhook(req: Request, res: Response) {
  const header = req.get("Service-Signature") ?? "";
  const parts = Object.fromEntries(header.split(",").map((kv) => kv.split("=") as [string, string]));
  const t = Number(parts.t);
  if (!t || Math.abs(Date.now() - t) > TOLERANCE_MS) return res.sendStatus(400);
  const mac = crypto
    .createHmac("sha256", process.env.RINGWELL_V2_WEBHOOK_SECRET!)
    .update(`${t}.${(req.body as Buffer).toString("utf8")}`)
    .digest("hex");
  if (mac !== parts.v1) return res.sendStatus(401);
  res.sendStatus(204);
}
