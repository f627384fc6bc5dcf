import { Body, Controller, Headers, HttpCode, Post, RawBodyRequest, Req, UnauthorizedException } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Request } from 'express';

@Controller('webhooks/ringlane')
export class RinglaneWebhookController {
  @Post()
  @HttpCode(204)
  handle(
    @Req() req: RawBodyRequest<Request>,
    @Headers('x-ringlane-signature') signature: string,
    @Body() event: { type: string; data: Record<string, unknown> },
  ) {
    const digest = createHmac('sha256', process.env.RINGLANE_WEBHOOK_SECRET ?? '')
      .update(req.rawBody ?? Buffer.alloc(0))
      .digest('hex');
    if (!signature || !timingSafeEqual(Buffer.from(digest), Buffer.from(signature))) {
      throw new UnauthorizedException();
    }
    // call.completed / call.dispositioned -> update load activity timeline
    return;
  }
}
