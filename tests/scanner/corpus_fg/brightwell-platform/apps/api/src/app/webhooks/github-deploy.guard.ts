import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'crypto';

/** Protects the /hooks/deploy endpoint GitLab mirrors to GitHub call after a release. */
@Injectable()
export class GithubDeployGuard implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    const req = ctx.switchToHttp().getRequest();
    const sig = req.headers['x-hub-signature-256'] as string | undefined;
    const expected = 'sha256=' + createHmac('sha256', process.env.GITHUB_HOOK_SECRET ?? '').update(req.rawBody).digest('hex');
    if (!sig || sig.length !== expected.length || !timingSafeEqual(Buffer.from(sig), Buffer.from(expected))) {
      throw new UnauthorizedException();
    }
    return true;
  }
}
