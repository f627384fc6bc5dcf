import { BadRequestException, Controller, Headers, HttpCode, Inject, Post, RawBodyRequest, Req } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { createHmac, timingSafeEqual } from 'crypto';
import { Request } from 'express';
import callhiveConfig from './callhive.config';

@Controller('webhooks/callhive')
export class CallhiveWebhookController {
  constructor(@Inject(callhiveConfig.KEY) private readonly cfg: ConfigType<typeof callhiveConfig>) {}

  @Post()
  @HttpCode(204)
  receive(
    @Req() req: RawBodyRequest<Request>,
    @Headers('x-callhive-signature') signature: string | undefined
  ) {
    signature ??= req.header('X-Callhive-Signature-256');
    if (!signature || !req.rawBody) {
      throw new BadRequestException('missing signature');
    }
    const expected = createHmac('sha256', this.cfg.webhookSecret).update(req.rawBody).digest('hex');
    const a = Buffer.from(expected);
    const b = Buffer.from(signature);
    if (a.length !== b.length || !timingSafeEqual(a, b)) {
      throw new BadRequestException('bad signature');
    }
    // TODO: route call.completed / list.updated events
  }
}
