// Internal pricing service, fronted by AWS API Gateway (usage-plan keys).
const PRICING_URL = process.env.PRICING_API_URL ?? "https://pricing.internal.northbeamsolar.com/v1";

export interface Quote {
  systemKw: number;
  totalCents: number;
  financeOptions: string[];
}

export async function getQuote(zip: string, annualKwh: number): Promise<Quote | null> {
  const res = await fetch(`${PRICING_URL}/quotes?zip=${zip}&kwh=${annualKwh}`, {
    headers: { "x-api-key": process.env.PRICING_API_KEY ?? "" },
  });
  if (res.status === 404) return null;
  if (res.status === 502 || res.status === 503) {
    throw new Error("pricing service unavailable");
  }
  if (!res.ok) {
    const body = (await res.json()) as { error: string };
    throw new Error(`pricing: ${body.error}`);
  }
  return (await res.json()) as Quote;
}
