import { BadRequestException, Controller, Headers, HttpCode, Post, RawBodyRequest, Req } from '@nestjs/common';
import { Request } from 'express';
import Stripe from 'stripe';

const stripe = new Stripe(process.env.STRIPE_SECRET_KEY ?? '', { apiVersion: '2023-10-16' });

@Controller('webhooks/stripe')
export class StripeWebhookController {
  @Post()
  @HttpCode(200)
  handle(@Req() req: RawBodyRequest<Request>, @Headers('stripe-signature') sig: string) {
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(req.rawBody!, sig, process.env.STRIPE_WEBHOOK_SECRET ?? '');
    } catch {
      throw new BadRequestException({ error: 'invalid stripe signature' });
    }
    if (event.type === 'invoice.paid') {
      // mark carrier subscription active
    }
    return { received: true };
  }
}
