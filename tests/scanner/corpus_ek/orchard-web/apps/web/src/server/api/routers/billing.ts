import Stripe from "stripe";
import { TRPCError } from "@trpc/server";
import { env } from "~/env.mjs";
import { createTRPCRouter, protectedProcedure } from "../trpc";

const stripe = new Stripe(env.STRIPE_SECRET_KEY, { apiVersion: "2024-06-20" });

export const billingRouter = createTRPCRouter({
  portal: protectedProcedure.mutation(async ({ ctx }) => {
    const org = await ctx.db.organization.findUniqueOrThrow({ where: { id: ctx.user.orgId } });
    if (!org.stripeCustomerId) {
      throw new TRPCError({ code: "PRECONDITION_FAILED", message: "No billing account" });
    }
    try {
      const session = await stripe.billingPortal.sessions.create({
        customer: org.stripeCustomerId,
        return_url: `${env.NEXT_PUBLIC_APP_URL}/settings/billing`,
      });
      return { url: session.url };
    } catch (err) {
      if (err instanceof Stripe.errors.StripeAPIError && err.statusCode === 503) {
        throw new TRPCError({ code: "TIMEOUT", message: "Billing is temporarily unavailable" });
      }
      throw err;
    }
  }),
});
