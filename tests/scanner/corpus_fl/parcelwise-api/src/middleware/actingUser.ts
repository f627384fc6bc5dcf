import type { NextFunction, Request, Response } from 'express';
import { prisma } from '../lib/prisma';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      user?: { id: string; email: string; role: string };
    }
  }
}

/**
 * The admin app sits behind the company SSO proxy, which injects X-User-Email and
 * X-User-Id after authenticating. We trust them only from the proxy network.
 */
export async function actingUser(req: Request, res: Response, next: NextFunction) {
  const email = req.header('X-User-Email');
  const userId = req.header('x-user-id');
  if (!email && !userId) {
    return res.status(401).json({ error: 'unauthenticated' });
  }
  const user = await prisma.user.findFirst({
    where: email ? { email } : { id: userId },
  });
  if (!user) {
    return res.status(404).json({ error: 'user not found' });
  }
  req.user = { id: user.id, email: user.email, role: user.role };
  next();
}
