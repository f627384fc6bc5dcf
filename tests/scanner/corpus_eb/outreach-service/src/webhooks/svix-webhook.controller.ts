import { BadRequestException, Controller, Headers, Post, RawBodyRequest, Req } from '@nestjs/common';
import { Webhook } from 'svix';
import type { Request } from 'express';

// Brevo/transactional events relayed through our Svix app.
@Controller('webhooks/mail-events')
export class SvixWebhookController {
  private readonly wh = new Webhook(process.env.SVIX_SECRET ?? '');

  @Post()
  handle(
    @Req() req: RawBodyRequest<Request>,
    @Headers('svix-id') id: string,
    @Headers('svix-timestamp') ts: string,
    @Headers('svix-signature') signature: string,
  ) {
    try {
      return this.wh.verify(req.rawBody!.toString(), { 'svix-id': id, 'svix-timestamp': ts, 'svix-signature': signature });
    } catch {
      throw new BadRequestException({ error: 'invalid_signature' });
    }
  }
}
