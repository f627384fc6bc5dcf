import type { NextFunction, Request, Response } from "express";
import { verifySessionCookie } from "../session";

// The SPA sends X-User-Id / X-User-Email; we only trust them if they match the session.
export async function requireUser(req: Request, res: Response, next: NextFunction) {
  const session = await verifySessionCookie(req.cookies?.nw_session);
  if (!session) {
    return res.status(401).json({ error: "not authenticated" });
  }
  const claimedId = req.header("x-user-id");
  const claimedEmail = req.header("X-User-Email");
  if ((claimedId && claimedId !== session.userId) || (claimedEmail && claimedEmail !== session.email)) {
    return res.status(403).json({ error: "identity mismatch" });
  }
  res.locals.user = session;
  next();
}
