import type { NextFunction, Request, Response } from 'express';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      actingUserEmail?: string;
      actingUserId?: string;
    }
  }
}

/**
 * The SSO proxy in front of the gateway injects the signed-in operator.
 * Requests without it are rejected before any route runs.
 */
export function actingUser(req: Request, res: Response, next: NextFunction) {
  const email = req.header('X-User-Email');
  const id = req.header('X-User-Id');
  if (!email) {
    return res.status(400).json({ error: 'missing X-User-Email' });
  }
  req.actingUserEmail = email.toLowerCase();
  req.actingUserId = id;
  return next();
}
