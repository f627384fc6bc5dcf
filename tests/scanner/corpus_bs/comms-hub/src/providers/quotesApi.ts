// Internal quoting service behind AWS API Gateway (usage plan key).
import { request } from "undici";

const QUOTES_URL = process.env.QUOTES_API_URL ?? "https://quotes.internal.harborlinesolar.com/prod/v1";

export async function getQuote(leadId: string, actingEmail: string) {
  const res = await request(`${QUOTES_URL}/quotes/${leadId}`, {
    headers: {
      "x-api-key": process.env.QUOTES_GATEWAY_KEY ?? "",
      "x-user-email": actingEmail,
    },
  });
  if (res.statusCode === 502 || res.statusCode === 503) {
    throw new Error("quotes service unavailable, try again");
  }
  if (res.statusCode === 404) return null;
  const body: any = await res.body.json();
  if (body.error) {
    throw new Error(`quotes: ${body.error}`);
  }
  return body;
}
