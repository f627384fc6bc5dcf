import { Injectable, NestMiddleware, UnauthorizedException } from '@nestjs/common';
import { NextFunction, Request, Response } from 'express';

/**
 * Internal callers (routing-svc, notify-svc, admin-web BFF) identify themselves with
 * x-api-key and forward the end user in X-User-Id / X-User-Email.
 */
@Injectable()
export class UserContextMiddleware implements NestMiddleware {
  use(req: Request, _res: Response, next: NextFunction) {
    const key = req.header('x-api-key');
    if (!key || key !== process.env.LEADS_INTERNAL_KEY) {
      throw new UnauthorizedException({ error: 'invalid api key' });
    }
    (req as any).user = {
      id: req.header('X-User-Id') ?? null,
      email: req.header('X-User-Email') ?? null,
    };
    next();
  }
}
