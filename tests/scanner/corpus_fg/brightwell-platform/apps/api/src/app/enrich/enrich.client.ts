import { Injectable, Logger } from '@nestjs/common';
import axios, { AxiosInstance } from 'axios';

// Internal enrichment service (Lambda behind AWS API Gateway, usage-plan key).
@Injectable()
export class EnrichClient {
  private readonly logger = new Logger(EnrichClient.name);
  private readonly http: AxiosInstance = axios.create({
    baseURL: process.env.ENRICH_API_URL ?? 'https://x7k2h1.execute-api.eu-west-1.amazonaws.com/prod/v1',
    timeout: 5000,
    headers: { 'x-api-key': process.env.ENRICH_API_KEY ?? '' },
  });

  async byPostcode(postcode: string, repEmail: string) {
    try {
      const res = await this.http.get('/properties', {
        params: { postcode },
        headers: { 'X-User-Email': repEmail },
      });
      return res.data;
    } catch (e: any) {
      const status = e.response?.status;
      if (status === 502 || status === 503) {
        this.logger.warn(`enrich unavailable (${status}), skipping`);
        return null;
      }
      if (status === 404) return null;
      throw new Error(e.response?.data?.error ?? 'enrich failed');
    }
  }
}
