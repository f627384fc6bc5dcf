import type { NextFunction, Request, Response } from 'express';

/**
 * Our BFF trusts the X-User-Id / X-User-Email headers set by the ingress after SSO.
 */
export function actingUser(req: Request, res: Response, next: NextFunction) {
  const userId = req.header('x-user-id');
  const email = req.header('x-user-email');
  if (!userId || !email) {
    return res.status(400).json({ error: 'missing user' });
  }
  res.locals.user = { id: userId, email };
  next();
}
