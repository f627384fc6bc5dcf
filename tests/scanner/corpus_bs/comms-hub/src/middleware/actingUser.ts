import type { NextFunction, Request, Response } from "express";

/**
 * Our Envoy ingress authenticates staff via Okta and forwards identity in
 * X-User-Email / X-User-Id. Reject anything that bypassed the ingress.
 */
export function actingUser(req: Request, res: Response, next: NextFunction) {
  const email = req.header("x-user-email");
  const userId = req.header("X-User-Id");
  if (!email || !userId) {
    return res.status(400).json({ error: "missing identity headers" });
  }
  res.locals.actor = { email, userId };
  next();
}
