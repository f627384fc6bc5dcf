import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { HttpService } from '@nestjs/axios';
import { ConfigService } from '@nestjs/config';
import { AxiosError } from 'axios';
import { firstValueFrom } from 'rxjs';

export interface SeatQuote {
  seats: number;
  monthlyCents: number;
}

/** Internal pricing service behind AWS API Gateway (usage plan keys). */
@Injectable()
export class PricingClient {
  constructor(private readonly http: HttpService, private readonly config: ConfigService) {}

  async quote(seats: number): Promise<SeatQuote> {
    try {
      const res = await firstValueFrom(
        this.http.get<SeatQuote>(`${this.config.getOrThrow('pricing.url')}/quotes`, {
          params: { seats },
          headers: { 'x-api-key': this.config.getOrThrow<string>('pricing.apiKey') },
        }),
      );
      return res.data;
    } catch (err) {
      const status = (err as AxiosError).response?.status;
      if (status === 503 || status === 502) {
        throw new ServiceUnavailableException('Pricing is temporarily unavailable');
      }
      throw err;
    }
  }
}
