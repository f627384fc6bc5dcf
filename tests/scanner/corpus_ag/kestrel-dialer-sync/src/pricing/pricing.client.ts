import { HttpService } from '@nestjs/axios';
import { Injectable, Logger } from '@nestjs/common';
import { AxiosError } from 'axios';
import { firstValueFrom } from 'rxjs';

export interface Quote {
  lane: string;
  cents: number;
}

/** Internal pricing service behind AWS API Gateway. */
@Injectable()
export class PricingClient {
  private readonly logger = new Logger(PricingClient.name);

  constructor(private readonly http: HttpService) {}

  async quote(origin: string, destination: string): Promise<Quote | null> {
    try {
      const { data } = await firstValueFrom(
        this.http.get<Quote>(`${process.env.PRICING_API_URL}/quotes`, {
          params: { origin, destination },
          headers: { 'x-api-key': process.env.PRICING_API_KEY ?? '' },
        }),
      );
      return data;
    } catch (e) {
      const err = e as AxiosError<{ error?: string }>;
      if (err.response?.status === 404) return null;
      if (err.response?.status === 502 || err.response?.status === 503) {
        this.logger.warn(`pricing unavailable: ${err.response?.data?.error}`);
        return null;
      }
      throw e;
    }
  }
}
