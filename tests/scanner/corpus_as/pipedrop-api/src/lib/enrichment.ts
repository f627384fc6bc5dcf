import axios from 'axios';

// Internal enrichment service (behind API Gateway). Not the dialer.
const enrichment = axios.create({
  baseURL: process.env.ENRICHMENT_URL ?? 'https://enrich.internal.pipedrop.dev/v1',
  headers: { 'x-api-key': process.env.ENRICHMENT_API_KEY ?? '' },
  timeout: 5000,
});

export async function enrichCompany(domain: string) {
  try {
    const { data } = await enrichment.get(`/companies/${domain}`);
    return data;
  } catch (e: any) {
    if (e.response?.status === 404) return null;
    if (e.response?.status === 502) return null; // lambda cold start, skip
    throw new Error(e.response?.data?.error ?? 'enrichment failed');
  }
}
