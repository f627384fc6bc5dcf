import { Controller, Headers, HttpCode, Post, RawBodyRequest, Req, UnauthorizedException } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';

// Receives release events from our GitHub org to annotate outreach dashboards.
@Controller('webhooks/github')
export class GithubWebhookController {
  @Post()
  @HttpCode(202)
  receive(@Req() req: RawBodyRequest<Request>, @Headers('x-hub-signature-256') sig?: string) {
    const expected =
      'sha256=' + createHmac('sha256', process.env.GITHUB_WEBHOOK_SECRET ?? '').update(req.rawBody!).digest('hex');
    if (!sig || sig.length !== expected.length || !timingSafeEqual(Buffer.from(sig), Buffer.from(expected))) {
      throw new UnauthorizedException();
    }
  }
}
