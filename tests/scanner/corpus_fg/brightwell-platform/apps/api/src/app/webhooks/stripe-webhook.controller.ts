import { BadRequestException, Controller, Headers, Post, RawBodyRequest, Req } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Request } from 'express';
import Stripe from 'stripe';

@Controller('webhooks/stripe')
export class StripeWebhookController {
  private readonly stripe = new Stripe(process.env.STRIPE_SECRET_KEY ?? '', { apiVersion: '2023-10-16' });

  constructor(private readonly config: ConfigService) {}

  @Post()
  handle(@Req() req: RawBodyRequest<Request>, @Headers('stripe-signature') sig: string) {
    try {
      const event = this.stripe.webhooks.constructEvent(
        req.rawBody!,
        sig,
        this.config.getOrThrow<string>('stripe.webhookSecret'),
      );
      return { received: true, type: event.type };
    } catch (e) {
      throw new BadRequestException({ error: 'invalid_signature' });
    }
  }
}
