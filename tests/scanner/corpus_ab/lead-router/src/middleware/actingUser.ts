import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';

// Our API gateway authenticates the browser session and forwards the rep's identity
// as X-User-Email / X-User-Id. We stash it so outbound clients can use it.
const store = new AsyncLocalStorage<{ email?: string; userId?: string }>();

export function actingUser(req: Request, res: Response, next: NextFunction) {
  const email = req.header('X-User-Email');
  const userId = req.header('X-User-Id');
  if (!email) {
    res.status(401).json({ error: 'missing X-User-Email from gateway' });
    return;
  }
  store.run({ email, userId }, next);
}

export const currentUserEmail = () => store.getStore()?.email;
