import crypto from "crypto";
import type { NextFunction, Request, Response } from "express";

const SECRET = process.env.DIALWELL_WEBHOOK_SECRET ?? "";

/**
 * Dialwell signs the raw body with HMAC-SHA256 and sends the hex digest
 * in X-Dialwell-Signature.
 */
export function verifyDialwell(req: Request, res: Response, next: NextFunction) {
  const signature = req.header("x-dialwell-signature");
  if (!signature) return res.status(401).json({ error: "missing signature" });

  const expected = crypto.createHmac("sha256", SECRET).update((req as any).rawBody).digest("hex");
  const ok =
    signature.length === expected.length &&
    crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
  if (!ok) return res.status(401).json({ error: "bad signature" });
  next();
}
