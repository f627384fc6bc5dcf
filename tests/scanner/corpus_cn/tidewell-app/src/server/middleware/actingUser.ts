import type { NextFunction, Request, Response } from "express";

/**
 * Our own admin console impersonation: support staff send X-User-Id / X-User-Email
 * to act as a member. Only honoured for staff sessions.
 */
export function actingUser(req: Request, res: Response, next: NextFunction) {
  const asId = req.header("x-user-id");
  const asEmail = req.header("x-user-email");
  if ((asId || asEmail) && !req.session?.isStaff) {
    return res.status(403).json({ error: "impersonation not allowed" });
  }
  res.locals.actingUser = asId ?? asEmail ?? req.session?.userId;
  next();
}
