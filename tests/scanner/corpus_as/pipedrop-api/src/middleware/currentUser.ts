import type { NextFunction, Request, Response } from 'express';

// Our Cloudflare Access proxy injects the signed-in user's email.
export function currentUser(req: Request, res: Response, next: NextFunction) {
  const email = req.header('X-User-Email');
  const userId = req.header('x-user-id');
  if (!email) {
    return res.status(401).json({ error: 'missing user' });
  }
  (req as any).user = { email, id: userId };
  next();
}
