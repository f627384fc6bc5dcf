import { BadRequestException, Controller, Headers, Post, RawBodyRequest, Req } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Request } from 'express';
import Stripe from 'stripe';

@Controller('webhooks/stripe')
export class StripeWebhookController {
  private readonly stripe: Stripe;

  constructor(private readonly cfg: ConfigService) {
    this.stripe = new Stripe(cfg.getOrThrow('STRIPE_SECRET_KEY'), { apiVersion: '2020-08-27' });
  }

  @Post()
  handle(@Req() req: RawBodyRequest<Request>, @Headers('stripe-signature') sig: string) {
    try {
      const event = this.stripe.webhooks.constructEvent(req.rawBody!, sig, this.cfg.getOrThrow('STRIPE_WEBHOOK_SECRET'));
      return { received: true, type: event.type };
    } catch (err) {
      throw new BadRequestException(`Webhook Error: ${(err as Error).message}`);
    }
  }
}
