import axios from "axios";

// Internal enrichment service (AWS API Gateway + Lambda), owned by the data team.
const enrichment = axios.create({
  baseURL: process.env.ENRICHMENT_API_URL ?? "https://enrich.internal.leadpilot.ai/v1",
  headers: { "x-api-key": process.env.ENRICHMENT_API_KEY ?? "" },
  timeout: 5_000,
});

export async function enrichCompany(domain: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const { data } = await enrichment.get(`/companies/${encodeURIComponent(domain)}`);
      return data;
    } catch (err: any) {
      const status = err.response?.status;
      if (status === 404) return null;
      if (status === 502 || status === 503) {
        await new Promise((r) => setTimeout(r, 500 * 2 ** attempt));
        continue;
      }
      throw err;
    }
  }
  return null;
}
