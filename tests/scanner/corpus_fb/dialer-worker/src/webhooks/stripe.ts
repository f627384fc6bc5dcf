// Stripe billing webhooks (seat changes). Uses the Web Crypto provider so it runs on Workers.
import Stripe from "stripe";

const stripe = new Stripe("sk_placeholder", {
  httpClient: Stripe.createFetchHttpClient(),
});
const cryptoProvider = Stripe.createSubtleCryptoProvider();

export async function parseStripeEvent(request: Request, secret: string): Promise<Stripe.Event | null> {
  const signature = request.headers.get("Stripe-Signature");
  if (!signature) return null;
  const body = await request.text();
  try {
    return await stripe.webhooks.constructEventAsync(body, signature, secret, undefined, cryptoProvider);
  } catch (err) {
    console.warn("stripe signature mismatch", (err as Error).message);
    return null;
  }
}
