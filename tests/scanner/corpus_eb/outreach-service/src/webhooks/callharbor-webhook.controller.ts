import { Controller, Headers, HttpCode, Post, RawBodyRequest, Req, UnauthorizedException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';

@Controller('webhooks/callharbor')
export class CallHarborWebhookController {
  constructor(private readonly config: ConfigService) {}

  @Post()
  @HttpCode(204)
  receive(
    @Req() req: RawBodyRequest<Request>,
    @Headers('x-callharbor-signature') signature: string | undefined,
  ) {
    const secret = this.config.getOrThrow<string>('callharbor.webhookSecret');
    const digest = createHmac('sha256', secret).update(req.rawBody!).digest('hex');
    if (!signature || !timingSafeEqual(Buffer.from(digest), Buffer.from(signature))) {
      throw new UnauthorizedException('bad signature');
    }
    // TODO(OUT-412): persist call dispositions
  }
}
