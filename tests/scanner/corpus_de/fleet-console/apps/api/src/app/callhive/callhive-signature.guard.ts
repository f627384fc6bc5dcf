import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'crypto';
import { Request } from 'express';

/** Used by the call-outcome relay endpoint (apps/api/src/app/outcomes). */
@Injectable()
export class CallhiveSignatureGuard implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    const req = ctx.switchToHttp().getRequest<Request & { rawBody?: Buffer }>();
    const provided = String(req.headers['x-callhive-signature'] ?? '');
    const secret = process.env.CALLHIVE_WEBHOOK_SECRET;
    if (!secret || !req.rawBody) throw new UnauthorizedException();
    const digest = createHmac('sha256', secret).update(req.rawBody).digest('hex');
    const ok = provided.length === digest.length && timingSafeEqual(Buffer.from(provided), Buffer.from(digest));
    if (!ok) throw new UnauthorizedException({ error: 'signature mismatch' });
    return true;
  }
}
