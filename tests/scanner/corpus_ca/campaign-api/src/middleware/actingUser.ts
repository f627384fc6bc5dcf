import type { NextFunction, Request, Response } from "express";

// The edge gateway (oauth2-proxy) injects the SSO identity. Never trust these from the internet.
export function actingUser(req: Request, res: Response, next: NextFunction) {
  const email = req.header("x-user-email");
  const userId = req.header("x-user-id");
  if (!email || !userId) {
    res.status(401).json({ error: "unauthenticated" });
    return;
  }
  res.locals.actor = { email, userId };
  next();
}
