import {
  Controller,
  Headers,
  HttpCode,
  Logger,
  Post,
  RawBodyRequest,
  Req,
  UnauthorizedException,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';

interface CallCompletedEvent {
  type: 'call.completed' | 'call.missed';
  listId: string;
  phone: string;
  durationSec: number;
  disposition?: string;
}

@Controller('webhooks')
export class RingsteadWebhookController {
  private readonly logger = new Logger(RingsteadWebhookController.name);

  constructor(private readonly config: ConfigService) {}

  @Post('ringstead')
  @HttpCode(204)
  receive(
    @Req() req: RawBodyRequest<Request>,
    @Headers('x-ringstead-signature') signature?: string,
  ) {
    const secret = this.config.getOrThrow<string>('ringstead.webhookSecret');
    const expected = createHmac('sha256', secret).update(req.rawBody ?? '').digest('hex');
    if (
      !signature ||
      signature.length !== expected.length ||
      !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
    ) {
      throw new UnauthorizedException('bad signature');
    }
    const event = req.body as CallCompletedEvent;
    this.logger.log(`ringstead ${event.type} list=${event.listId} dur=${event.durationSec}s`);
  }
}
