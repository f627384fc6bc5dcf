import type { NextFunction, Request, Response } from 'express';

// Our own SPA sends the signed-in rep on every /api call (set by the auth proxy).
export function actingUser(req: Request, res: Response, next: NextFunction) {
  const email = req.header('x-user-email');
  const userId = req.header('x-user-id');
  if (!email || !userId) {
    return res.status(400).json({ error: 'missing user' });
  }
  res.locals.user = { id: userId, email };
  next();
}
