import type { NextFunction, Request, Response } from "express";
import { verifySessionToken } from "../services/session";

declare module "express-serve-static-core" {
  interface Request {
    userId?: string;
    orgId?: string;
  }
}

/**
 * Internal calls from the worker pass the user explicitly via x-user-id + the
 * internal service token; browser calls use the session cookie.
 */
export async function requireUser(req: Request, res: Response, next: NextFunction) {
  const internal = req.header("x-internal-token");
  if (internal && internal === process.env.INTERNAL_SERVICE_TOKEN) {
    const userId = req.header("x-user-id");
    if (!userId) return res.status(400).json({ error: "x-user-id required" });
    req.userId = userId;
    return next();
  }
  const session = await verifySessionToken(req.cookies?.lp_session);
  if (!session) return res.status(401).json({ error: "unauthorized" });
  req.userId = session.userId;
  req.orgId = session.orgId;
  next();
}
