import { HttpService } from '@nestjs/axios';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { AxiosError } from 'axios';
import { firstValueFrom } from 'rxjs';
import ringloomConfig from './ringloom.config';
import { RingLoomDisabledError, TransientRingLoomError } from './ringloom.errors';

type RingLoomFailure = { error?: string; details?: { path: string; message: string }[] };

@Injectable()
export class RingLoomService {
  private readonly logger = new Logger(RingLoomService.name);

  constructor(
    private readonly http: HttpService,
    @Inject(ringloomConfig.KEY) private readonly cfg: ConfigType<typeof ringloomConfig>,
  ) {}

  private get headers() {
    return {
      'X-Api-Key': this.cfg.apiKey,
      'X-User-Id': this.cfg.serviceUserId,
      'Content-Type': 'application/json',
    };
  }

  async findListByName(name: string): Promise<{ id: string; name: string } | undefined> {
    const { data } = await firstValueFrom(
      this.http.get(`${this.cfg.baseUrl}/contact-lists`, { headers: this.headers, params: { name, limit: 1 } }),
    );
    return data.data?.[0];
  }

  async appendContacts(listId: string, phones: string[]): Promise<number> {
    const url = `${this.cfg.baseUrl}/contact-lists/${listId}/contacts`;
    try {
      const { data } = await firstValueFrom(
        this.http.post(url, { contacts: phones.map((phone) => ({ phone })) }, { headers: this.headers, timeout: this.cfg.timeoutMs }),
      );
      return data.added;
    } catch (e) {
      throw this.translate(e as AxiosError<RingLoomFailure>, `append to ${listId}`);
    }
  }

  async removeContact(listId: string, phone: string): Promise<void> {
    try {
      await firstValueFrom(
        this.http.delete(`${this.cfg.baseUrl}/contact-lists/${listId}/contacts/${encodeURIComponent(phone)}`, { headers: this.headers }),
      );
    } catch (e) {
      throw this.translate(e as AxiosError<RingLoomFailure>, `remove ${phone} from ${listId}`);
    }
  }

  private translate(err: AxiosError<RingLoomFailure>, op: string): Error {
    const status = err.response?.status;
    const message = err.response?.data?.error ?? err.message;
    if (status === 502 || status === 429) {
      this.logger.warn(`RingLoom transient failure during ${op}: ${message}`);
      return new TransientRingLoomError(message);
    }
    if (status === 503) {
      this.logger.error('RingLoom public API is disabled on their side; parking sync jobs');
      return new RingLoomDisabledError();
    }
    for (const d of err.response?.data?.details ?? []) {
      this.logger.debug(`RingLoom validation: ${d.path} -> ${d.message}`);
    }
    return new Error(`RingLoom ${op} failed (${status ?? 'network'}): ${message}`);
  }
}
