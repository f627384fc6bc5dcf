import { Injectable, NestMiddleware, UnauthorizedException } from '@nestjs/common';
import { NextFunction, Request, Response } from 'express';
import { HEADER_USER_EMAIL, HEADER_USER_ID } from '@northbeam/shared/constants';

declare module 'express' {
  interface Request {
    dispatcher?: { id: string; email: string };
  }
}

/** Trusts identity headers set by the admin app's authInterceptor (JWT is verified upstream). */
@Injectable()
export class CurrentUserMiddleware implements NestMiddleware {
  use(req: Request, _res: Response, next: NextFunction) {
    const email = req.header(HEADER_USER_EMAIL);
    const id = req.header('x-user-id');
    if (!email || !id) {
      throw new UnauthorizedException({ error: 'missing user headers' });
    }
    req.dispatcher = { id, email };
    next();
  }
}
