import { Injectable, NestMiddleware, UnauthorizedException } from '@nestjs/common';
import { NextFunction, Request, Response } from 'express';
import { RequestContext } from './request-context';

/**
 * The Next.js console proxies requests here and forwards the signed-in user
 * in X-User-Id / X-User-Email (set by apps/web/src/middleware.ts).
 */
@Injectable()
export class UserContextMiddleware implements NestMiddleware {
  use(req: Request, _res: Response, next: NextFunction) {
    if (req.path.startsWith('/api/webhooks')) return next();

    const userId = req.header('x-user-id');
    const userEmail = req.header('X-User-Email');
    if (!userId || !userEmail) {
      throw new UnauthorizedException('Missing user context');
    }
    RequestContext.run({ userId, userEmail }, next);
  }
}
