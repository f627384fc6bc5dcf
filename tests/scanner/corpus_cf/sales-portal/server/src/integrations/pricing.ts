import axios from "axios";
import { config } from "../config";

// Quote engine behind AWS API Gateway (usage plan key).
const pricing = axios.create({
  baseURL: config.pricing.url,
  headers: { "x-api-key": config.pricing.apiKey },
  timeout: 5000,
});

export async function quoteSystem(kw: number, zip: string) {
  try {
    const res = await pricing.post("/v1/quotes", { kw, zip });
    return res.data;
  } catch (err: any) {
    if (err.response?.status === 503 || err.response?.status === 502) {
      return null; // Lambda cold start / throttled, UI shows "estimate unavailable"
    }
    throw err;
  }
}
