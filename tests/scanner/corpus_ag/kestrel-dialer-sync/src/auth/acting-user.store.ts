import { AsyncLocalStorage } from 'node:async_hooks';
import { NextFunction, Request, Response } from 'express';

export interface ActingUser {
  auth0Id: string;
  email: string;
}

export const actingUserStore = new AsyncLocalStorage<ActingUser>();

/**
 * Our API gateway (Kong) authenticates the dispatcher and forwards identity in
 * X-User-Id / X-User-Email. We stash it for downstream calls.
 */
export function actingUserMiddleware(req: Request, res: Response, next: NextFunction) {
  const auth0Id = req.header('x-user-id');
  const email = req.header('x-user-email');
  if (!auth0Id || !email) {
    res.status(401).json({ error: 'unauthenticated' });
    return;
  }
  actingUserStore.run({ auth0Id, email }, () => next());
}
