import { BadRequestException, Controller, Headers, Post, RawBodyRequest, Req, UnauthorizedException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { Webhook } from 'svix';

@Controller('webhooks')
export class WebhooksController {
  constructor(private readonly config: ConfigService) {}

  @Post('dialforge')
  dialforge(@Req() req: RawBodyRequest<Request>) {
    const signature = req.header('x-dialforge-signature') ?? '';
    const expected = createHmac('sha256', this.config.getOrThrow('DIALFORGE_SIGNING_SECRET'))
      .update(req.rawBody ?? '')
      .digest('hex');
    if (signature.length !== expected.length || !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) {
      throw new UnauthorizedException({ error: 'bad signature' });
    }
    return { ok: true };
  }

  @Post('clerk')
  clerk(@Req() req: RawBodyRequest<Request>, @Headers() headers: Record<string, string>) {
    const wh = new Webhook(this.config.getOrThrow('CLERK_WEBHOOK_SECRET'));
    try {
      wh.verify(req.rawBody!.toString('utf8'), {
        'svix-id': headers['svix-id'],
        'svix-timestamp': headers['svix-timestamp'],
        'svix-signature': headers['svix-signature'],
      });
    } catch {
      throw new BadRequestException({ error: 'invalid svix signature' });
    }
    return { ok: true };
  }
}
