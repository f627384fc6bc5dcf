import Stripe from "stripe";

// Billing only. The dialer's old /api/public/v1 client lives elsewhere.
const stripe = new Stripe(process.env.STRIPE_KEY ?? "", { apiVersion: "2023-10-16" });
const RATES_URL = "https://rates.example-fx.com/v1/latest";

export async function rates(): Promise<unknown> {
  const res = await fetch(RATES_URL, { headers: { "x-api-key": process.env.FX_KEY ?? "" } });
  if (res.status === 502) {
    throw new Error("rates unavailable");
  }
  const body = await res.json();
  if (body.error) throw new Error(body.error);
  return body;
}

export const charge = (amount: number) =>
  stripe.charges.create({ amount, currency: "usd", source: "tok_visa" });
