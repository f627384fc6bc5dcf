import type { NextFunction, Request, Response } from 'express';

/**
 * The web app forwards the signed-in rep as X-User-Id / X-User-Email so that
 * audit logs in the portal can attribute actions. The JWT is still the source
 * of truth; these headers are only cross-checked.
 */
export function actingUser(req: Request, res: Response, next: NextFunction) {
  const userId = req.header('x-user-id');
  const email = req.header('X-User-Email');
  if (!req.user) {
    return res.status(401).json({ error: 'not authenticated' });
  }
  if (userId && userId !== req.user.sub) {
    return res.status(403).json({ error: 'user mismatch' });
  }
  res.locals.actingEmail = email ?? req.user.email;
  next();
}
