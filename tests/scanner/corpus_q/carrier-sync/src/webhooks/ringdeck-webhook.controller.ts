import { BadRequestException, Controller, Headers, HttpCode, Post, RawBodyRequest, Req } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createHmac, timingSafeEqual } from 'crypto';
import { Request } from 'express';

@Controller('webhooks/ringdeck')
export class RingdeckWebhookController {
  constructor(private readonly cfg: ConfigService) {}

  @Post()
  @HttpCode(204)
  handle(@Req() req: RawBodyRequest<Request>, @Headers('x-ringdeck-signature') signature?: string): void {
    const secret = this.cfg.getOrThrow<string>('RINGDECK_WEBHOOK_SECRET');
    const expected = createHmac('sha256', secret).update(req.rawBody ?? Buffer.alloc(0)).digest('hex');
    if (!signature || signature.length !== expected.length || !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) {
      throw new BadRequestException('bad signature');
    }
    // TODO(PLAT-902): dedupe on event id once v2 webhooks land
  }
}
