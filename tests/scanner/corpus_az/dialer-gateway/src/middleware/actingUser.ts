import type { NextFunction, Request, Response } from 'express';

/**
 * Our internal gateway (Envoy + oauth2-proxy) injects the signed-in rep's identity.
 * Reject anything that did not come through it.
 */
export function requireActingUser(req: Request, res: Response, next: NextFunction) {
  const email = req.header('x-user-email');
  const userId = req.header('X-User-Id');
  if (!email || !userId) {
    return res.status(400).json({ error: 'missing user headers' });
  }
  res.locals.actingUser = { email, userId };
  next();
}
