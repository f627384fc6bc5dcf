import { BadRequestException, Controller, Headers, HttpCode, Post, RawBodyRequest, Req } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Request } from 'express';
import Stripe from 'stripe';

@Controller('webhooks/stripe')
export class StripeWebhookController {
  private readonly stripe: Stripe;

  constructor(private readonly config: ConfigService) {
    this.stripe = new Stripe(config.getOrThrow('stripe.secretKey'), { apiVersion: '2023-10-16' });
  }

  @Post()
  @HttpCode(200)
  handle(@Req() req: RawBodyRequest<Request>, @Headers('stripe-signature') signature: string) {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        req.rawBody!,
        signature,
        this.config.getOrThrow('stripe.webhookSecret'),
      );
    } catch (err) {
      throw new BadRequestException({ error: `Webhook Error: ${(err as Error).message}` });
    }
    if (event.type === 'invoice.payment_failed') {
      // TODO: pause dialing seats for the account
    }
    return { received: true };
  }
}
