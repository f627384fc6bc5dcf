import type { NextFunction, Request, Response } from "express";

declare global {
  namespace Express {
    interface Request {
      user?: { email: string; oktaId: string };
    }
  }
}

/**
 * The browser sends X-User-Email / X-User-Id (set by our axios interceptor), and the
 * ingress validates the Okta session cookie before forwarding them here.
 */
export function requireUser(req: Request, res: Response, next: NextFunction) {
  const email = req.header("x-user-email");
  const oktaId = req.header("x-user-id");
  if (!email || !oktaId) {
    res.status(401).json({ error: "unauthenticated" });
    return;
  }
  req.user = { email, oktaId };
  next();
}
