import type { NextFunction, Request, Response } from "express";

/**
 * Admin endpoints (/admin/replay) sit behind our internal ALB + oauth2-proxy,
 * which injects the authenticated user's email and id.
 */
export function requireAdmin(req: Request, res: Response, next: NextFunction) {
  const email = req.header("x-user-email");
  const userId = req.header("x-user-id");
  if (!email || !userId) {
    return res.status(401).json({ error: "unauthenticated" });
  }
  if (!email.endsWith("@fernhollow.com")) {
    return res.status(403).json({ error: "forbidden" });
  }
  res.locals.actor = { email, userId };
  next();
}
