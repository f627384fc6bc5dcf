import crypto from "crypto";
import type { NextFunction, Request, Response } from "express";

export function verifyGithub(req: Request, res: Response, next: NextFunction) {
  const sig = req.header("x-hub-signature-256") ?? "";
  const digest =
    "sha256=" +
    crypto.createHmac("sha256", process.env.GITHUB_WEBHOOK_SECRET ?? "").update((req as any).rawBody).digest("hex");
  if (sig.length !== digest.length || !crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(digest))) {
    return res.status(401).json({ error: "bad signature" });
  }
  next();
}
