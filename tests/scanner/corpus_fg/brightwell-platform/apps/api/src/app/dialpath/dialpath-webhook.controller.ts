import { BadRequestException, Controller, Headers, HttpCode, Post, RawBodyRequest, Req } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createHmac, timingSafeEqual } from 'crypto';
import { Request } from 'express';
import { CallEventsService } from '../calls/call-events.service';

@Controller('webhooks/dialpath')
export class DialpathWebhookController {
  constructor(
    private readonly config: ConfigService,
    private readonly events: CallEventsService,
  ) {}

  @Post()
  @HttpCode(204)
  async receive(
    @Req() req: RawBodyRequest<Request>,
    @Headers('x-dialpath-signature') signature: string | undefined,
  ): Promise<void> {
    signature = signature ?? (req.headers['x-dialpath-signature-sha256'] as string | undefined);
    const secret = this.config.getOrThrow<string>('dialpath.webhookSecret');
    const expected = createHmac('sha256', secret).update(req.rawBody ?? Buffer.alloc(0)).digest('hex');
    if (!signature || signature.length !== expected.length || !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) {
      throw new BadRequestException('invalid signature');
    }
    await this.events.ingest(JSON.parse(req.rawBody!.toString('utf8')));
  }
}
