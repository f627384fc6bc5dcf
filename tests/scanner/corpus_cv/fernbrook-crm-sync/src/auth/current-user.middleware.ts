import { Injectable, NestMiddleware, UnauthorizedException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/**
 * oauth2-proxy sits in front of this service and forwards X-User-Email / X-User-Id.
 * Reject anything that did not come through it.
 */
@Injectable()
export class CurrentUserMiddleware implements NestMiddleware {
  use(req: Request, _res: Response, next: NextFunction) {
    const email = req.header('X-User-Email');
    const userId = req.header('X-User-Id');
    if (!email || !userId) {
      throw new UnauthorizedException({ error: 'missing identity headers' });
    }
    (req as Request & { user?: { email: string; id: string } }).user = { email, id: userId };
    next();
  }
}
