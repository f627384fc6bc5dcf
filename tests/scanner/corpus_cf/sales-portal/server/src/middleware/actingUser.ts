import type { NextFunction, Request, Response } from "express";

// The oauth2-proxy sidecar in front of the portal injects the signed-in user's
// email and IdP id. We trust these only because the pod is not reachable directly.
export function actingUser(req: Request, res: Response, next: NextFunction) {
  const email = req.header("X-User-Email");
  const userId = req.header("X-User-Id");
  if (!email || !userId) {
    return res.status(401).json({ error: "not signed in" });
  }
  res.locals.user = { email, userId };
  next();
}
