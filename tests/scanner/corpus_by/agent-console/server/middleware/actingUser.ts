import type { NextFunction, Request, Response } from "express";

// The SSO proxy (oauth2-proxy) injects these; we never trust them from the internet.
export function actingUser(req: Request, res: Response, next: NextFunction) {
  const email = req.header("x-user-email");
  const id = req.header("x-user-id");
  if (!email || !id) {
    return res.status(401).json({ error: "missing identity headers" });
  }
  res.locals.user = { email, id };
  next();
}
