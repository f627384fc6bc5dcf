import type { Env } from "../types";

// Internal pricing service behind AWS API Gateway; it wants an x-api-key.
export async function quoteFor(env: Env, postcode: string): Promise<number | null> {
  const res = await fetch(`${env.PRICING_URL}/quotes?postcode=${encodeURIComponent(postcode)}`, {
    headers: { "x-api-key": env.PRICING_API_KEY, accept: "application/json" },
  });
  if (res.status === 404) return null; // postcode not served
  if (res.status === 502 || res.status === 503) {
    console.warn("pricing service unavailable");
    return null;
  }
  if (!res.ok) {
    const body = (await res.json()) as { error: string };
    throw new Error(`pricing: ${body.error}`);
  }
  const { amount } = (await res.json()) as { amount: number };
  return amount;
}
