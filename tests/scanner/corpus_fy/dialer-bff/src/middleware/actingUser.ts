import type { NextFunction, Request, Response } from 'express';

declare module 'express-serve-static-core' {
  interface Request {
    actingUser?: { email: string; idpId: string };
  }
}

/**
 * The API gateway validates the session JWT and forwards the identity in
 * X-User-Email / X-User-Id. We never accept these from the public internet.
 */
export function actingUser(req: Request, res: Response, next: NextFunction) {
  const email = req.header('x-user-email');
  const idpId = req.header('x-user-id');
  if (!email || !idpId) {
    return res.status(400).json({ error: 'missing identity headers' });
  }
  req.actingUser = { email, idpId };
  next();
}
