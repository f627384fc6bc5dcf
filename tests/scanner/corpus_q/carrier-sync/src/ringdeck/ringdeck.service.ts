import { HttpService } from '@nestjs/axios';
import { HttpException, HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { AxiosError } from 'axios';
import { firstValueFrom } from 'rxjs';
import { HEADER_ACTING_USER, HEADER_API_KEY, RINGDECK_OPTIONS, RINGDECK_V1_PREFIX } from './ringdeck.constants';
import { ContactList, RingdeckOptions, RingdeckV1ErrorBody } from './ringdeck.types';

@Injectable()
export class CarrierCallListService {
  private readonly logger = new Logger(CarrierCallListService.name);

  constructor(
    private readonly http: HttpService,
    @Inject(RINGDECK_OPTIONS) private readonly opts: RingdeckOptions,
  ) {}

  private get headers() {
    return {
      [HEADER_API_KEY]: this.opts.apiKey,
      [HEADER_ACTING_USER]: this.opts.actingUserEmail,
    };
  }

  private url(path: string): string {
    return `${this.opts.host}${RINGDECK_V1_PREFIX}${path}`;
  }

  async listForCarrier(carrierId: string): Promise<ContactList[]> {
    try {
      const res = await firstValueFrom(
        this.http.get<{ data: ContactList[] }>(this.url('/contact-lists'), {
          headers: this.headers,
          params: { q: `carrier:${carrierId}` },
        }),
      );
      return res.data.data;
    } catch (e) {
      throw this.translate(e as AxiosError<RingdeckV1ErrorBody>);
    }
  }

  async appendDispatchers(listId: string, phones: string[]): Promise<void> {
    try {
      await firstValueFrom(
        this.http.post(this.url(`/contact-lists/${listId}/contacts`), { contacts: phones.map((phone) => ({ phone })) }, { headers: this.headers }),
      );
    } catch (e) {
      throw this.translate(e as AxiosError<RingdeckV1ErrorBody>);
    }
  }

  private translate(err: AxiosError<RingdeckV1ErrorBody>): HttpException {
    const status = err.response?.status;
    const msg = err.response?.data?.error ?? err.message;
    switch (status) {
      case 404:
        if (msg === 'user not found') {
          return new HttpException('Carrier sync user is not provisioned in Ringdeck', HttpStatus.FAILED_DEPENDENCY);
        }
        return new HttpException('Contact list not found', HttpStatus.NOT_FOUND);
      case 502:
        this.logger.warn(`Ringdeck IdP unreachable: ${msg}`);
        return new HttpException('Ringdeck temporarily unavailable', HttpStatus.SERVICE_UNAVAILABLE);
      case 503:
        return new HttpException('Ringdeck API disabled for our account', HttpStatus.SERVICE_UNAVAILABLE);
      default:
        this.logger.error(`Ringdeck ${status}: ${msg}`);
        return new HttpException('Ringdeck error', HttpStatus.BAD_GATEWAY);
    }
  }
}
