import { HttpService } from '@nestjs/axios';
import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { AxiosError } from 'axios';
import { firstValueFrom } from 'rxjs';
import {
  CALLHIVE_KEY_HEADER,
  CALLHIVE_USER_ID_HEADER,
  CallhiveApiError,
  isRetryableStatus,
} from '@northbeam/callhive-client';
import callhiveConfig from './callhive.config';

@Injectable()
export class CallhiveService {
  private readonly logger = new Logger(CallhiveService.name);

  constructor(
    private readonly http: HttpService,
    @Inject(callhiveConfig.KEY) private readonly cfg: ConfigType<typeof callhiveConfig>
  ) {}

  private headers(auth0UserId: string) {
    return {
      [CALLHIVE_KEY_HEADER]: this.cfg.apiKey,
      [CALLHIVE_USER_ID_HEADER]: auth0UserId,
      'Content-Type': 'application/json',
    };
  }

  /** Nightly job: push idle drivers into the reactivation list. */
  async appendIdleDrivers(listId: string, phones: string[], actingUserId: string) {
    const url = `${this.cfg.baseUrl}/contact-lists/${listId}/contacts`;
    for (let attempt = 1; ; attempt++) {
      try {
        const res = await firstValueFrom(
          this.http.post(url, { phones }, { headers: this.headers(actingUserId), timeout: this.cfg.timeoutMs })
        );
        return res.data as { added: number };
      } catch (e) {
        const err = e as AxiosError<{ error?: string }>;
        const status = err.response?.status ?? 0;
        if (status === 503) {
          throw new ServiceUnavailableException('Callhive public API is disabled for this account');
        }
        if (attempt < 3 && isRetryableStatus(status)) {
          this.logger.warn(`Callhive ${status} on append, retry ${attempt}`);
          await new Promise((r) => setTimeout(r, 400 * attempt));
          continue;
        }
        throw new CallhiveApiError(status, err.response?.data?.error ?? err.message);
      }
    }
  }

  async listLists(actingUserId: string) {
    const res = await firstValueFrom(
      this.http.get(this.cfg.baseUrl + '/contact-lists', { headers: this.headers(actingUserId) })
    ).catch((e: AxiosError) => this.rethrow(e));
    return res.data;
  }

  async createList(name: string, actingUserId: string) {
    const { data } = await firstValueFrom(
      this.http.post(`${this.cfg.baseUrl}/contact-lists`, { name }, { headers: this.headers(actingUserId) })
    ).catch((e: AxiosError) => this.rethrow(e));
    return data;
  }

  private rethrow(e: AxiosError): never {
    const data = e.response?.data as { error?: string; details?: { path: string; message: string }[] } | undefined;
    switch (e.response?.status) {
      case 404:
        if (data?.error === 'user not found') {
          throw new CallhiveApiError(404, `Dispatcher has no Callhive seat`);
        }
        throw new CallhiveApiError(404, data?.error ?? 'contact list not found');
      case 502:
        throw new CallhiveApiError(502, 'Callhive could not reach its identity provider, retry later');
      default:
        throw new CallhiveApiError(e.response?.status ?? 0, data?.error ?? e.message, data?.details);
    }
  }

  async deleteList(listId: string, actingUserId: string) {
    await firstValueFrom(
      this.http.delete(`${this.cfg.baseUrl}/contact-lists/${listId}`, { headers: this.headers(actingUserId) })
    );
  }
}
