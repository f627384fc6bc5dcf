import { Injectable, NestMiddleware } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

/**
 * TEMPORARY: some clinic accounts still deliver webhooks with the old signature
 * until Callvane flips them. Remove after the cut-over.
 */
@Injectable()
export class LegacyCallvaneSignatureMiddleware implements NestMiddleware {
  use(req: Request & { rawBody?: Buffer }, res: Response, next: NextFunction) {
    if (req.headers['service-signature']) return next();
    const legacy = req.header('X-Callvane-Signature');
    const mac = createHmac('sha256', process.env.CALLVANE_WEBHOOK_SECRET!).update(req.rawBody ?? '').digest('hex');
    if (legacy !== mac) {
      res.status(401).json({ error: 'invalid signature' });
      return;
    }
    next();
  }
}
