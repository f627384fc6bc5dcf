import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';

const TOLERANCE_MS = 5 * 60 * 1000;

@Injectable()
export class CallvaneSignatureGuard implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    const req = ctx.switchToHttp().getRequest();
    const header: string = req.headers['service-signature'] ?? '';
    const parts = Object.fromEntries(header.split(',').map((kv: string) => kv.split('=') as [string, string]));
    const t = Number(parts.t);
    if (!t || Math.abs(Date.now() - t) > TOLERANCE_MS) throw new UnauthorizedException();
    const mac = createHmac('sha256', process.env.CALLVANE_WEBHOOK_SECRET!).update(`${t}.${req.rawBody}`).digest('hex');
    if (!parts.v1 || !timingSafeEqual(Buffer.from(parts.v1), Buffer.from(mac))) throw new UnauthorizedException();
    return true;
  }
}
