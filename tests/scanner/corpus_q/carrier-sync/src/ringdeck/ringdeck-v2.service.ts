import { HttpService } from '@nestjs/axios';
import { Inject, Injectable } from '@nestjs/common';
import { AxiosError } from 'axios';
import { firstValueFrom } from 'rxjs';
import { RINGDECK_OPTIONS, RINGDECK_V2_PREFIX } from './ringdeck.constants';
import { RingdeckOptions, RingdeckV2Problem } from './ringdeck.types';

/**
 * Ringdeck v2 client. New code goes here.
 * Auth: Authorization: Bearer <scoped key>, no acting-user header (the key carries the identity).
 */
@Injectable()
export class RingdeckV2Service {
  constructor(
    private readonly http: HttpService,
    @Inject(RINGDECK_OPTIONS) private readonly opts: RingdeckOptions,
  ) {}

  async listAudiences(): Promise<unknown[]> {
    try {
      const res = await firstValueFrom(
        this.http.get(`${this.opts.host}${RINGDECK_V2_PREFIX}/audiences`, {
          headers: { Authorization: `Bearer ${this.opts.apiKey}` },
        }),
      );
      return res.data.data;
    } catch (e) {
      const err = e as AxiosError<RingdeckV2Problem>;
      if (err.response?.data?.error?.code === 'rate_limited') {
        return [];
      }
      throw e;
    }
  }
}
