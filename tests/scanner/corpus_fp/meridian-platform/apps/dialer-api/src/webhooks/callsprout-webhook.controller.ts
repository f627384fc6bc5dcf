import {
  BadRequestException,
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
import { Request } from 'express';
import { createHmac, timingSafeEqual } from 'node:crypto';

interface CallCompletedEvent {
  type: 'call.completed' | 'call.failed';
  callId: string;
  contactListId?: string;
  durationSec: number;
}

@Controller('webhooks/callsprout')
export class CallsproutWebhookController {
  private readonly logger = new Logger(CallsproutWebhookController.name);

  constructor(private readonly config: ConfigService) {}

  @Post()
  @HttpCode(204)
  handle(
    @Req() req: RawBodyRequest<Request>,
    @Headers('x-callsprout-signature') signature: string | undefined,
  ) {
    if (!signature) throw new BadRequestException('missing signature');
    const secret = this.config.getOrThrow<string>('callsprout.webhookSecret');
    const expected = createHmac('sha256', secret).update(req.rawBody!).digest('hex');
    const a = Buffer.from(expected);
    const b = Buffer.from(signature);
    if (a.length !== b.length || !timingSafeEqual(a, b)) {
      throw new UnauthorizedException('bad signature');
    }
    const event = req.body as CallCompletedEvent;
    this.logger.log(`callsprout ${event.type} ${event.callId}`);
  }
}
