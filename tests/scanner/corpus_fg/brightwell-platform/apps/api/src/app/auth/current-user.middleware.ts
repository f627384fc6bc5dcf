import { Injectable, NestMiddleware, UnauthorizedException } from '@nestjs/common';
import { NextFunction, Request, Response } from 'express';
import { RepsService } from '../reps/reps.service';

/** Resolves the signed-in rep from headers set by crm-web's auth interceptor. */
@Injectable()
export class CurrentUserMiddleware implements NestMiddleware {
  constructor(private readonly reps: RepsService) {}

  async use(req: Request, res: Response, next: NextFunction) {
    const email = req.header('x-user-email');
    const id = req.header('x-user-id');
    if (!email && !id) {
      throw new UnauthorizedException({ error: 'missing user' });
    }
    const rep = id ? await this.reps.byId(id) : await this.reps.byEmail(email!);
    if (!rep) {
      res.status(404).json({ error: 'user not found' });
      return;
    }
    (req as any).rep = rep;
    next();
  }
}
