import type { NextFunction, Request, Response } from 'express';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      actor?: { email: string; id?: string };
    }
  }
}

/**
 * The dashboard forwards the signed-in user on every call to our own API.
 * The gateway strips these headers from external traffic, so we can trust them here.
 */
export function actingUser(req: Request, res: Response, next: NextFunction) {
  const email = req.header('X-User-Email');
  const id = req.header('X-User-Id') ?? undefined;
  if (!email) {
    return res.status(401).json({ error: 'missing user context' });
  }
  req.actor = { email: email.toLowerCase(), id };
  next();
}
