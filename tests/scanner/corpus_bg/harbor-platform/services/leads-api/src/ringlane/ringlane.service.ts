import { HttpService } from '@nestjs/axios';
import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { AxiosError } from 'axios';
import { firstValueFrom } from 'rxjs';
import ringlaneConfig from './ringlane.config';
import { RinglaneFailure, RinglaneListDto } from './ringlane.types';

@Injectable()
export class RinglaneService {
  private readonly logger = new Logger(RinglaneService.name);

  constructor(
    private readonly http: HttpService,
    @Inject(ringlaneConfig.KEY) private readonly cfg: ConfigType<typeof ringlaneConfig>,
  ) {}

  private headers(actingEmail?: string) {
    return {
      'x-api-key': this.cfg.apiKey,
      'X-User-Email': actingEmail ?? this.cfg.botEmail,
    };
  }

  async getList(listId: string): Promise<RinglaneListDto> {
    const url = `${this.cfg.baseUrl}/contact-lists/${listId}`;
    const { data } = await firstValueFrom(this.http.get<RinglaneListDto>(url, { headers: this.headers() }));
    return data;
  }

  async renameList(listId: string, name: string, actingEmail: string): Promise<void> {
    await firstValueFrom(
      this.http.patch(`${this.cfg.baseUrl}/contact-lists/${listId}`, { name }, { headers: this.headers(actingEmail) }),
    );
  }

  async pushLead(listId: string, phone: string, actingEmail: string): Promise<boolean> {
    try {
      await firstValueFrom(
        this.http.post(
          `${this.cfg.baseUrl}/contact-lists/${listId}/contacts`,
          { contacts: [{ phone }] },
          { headers: this.headers(actingEmail) },
        ),
      );
      return true;
    } catch (e) {
      const err = e as AxiosError<RinglaneFailure>;
      const status = err.response?.status;
      const message = err.response?.data?.error;
      if (status === 404 && message === 'user not found') {
        this.logger.warn(`Loan officer ${actingEmail} has no Ringlane seat; falling back to bot`);
        return this.pushLead(listId, phone, this.cfg.botEmail);
      }
      if (status === 503) {
        throw new ServiceUnavailableException('Ringlane API is disabled for our account');
      }
      this.logger.error(`Ringlane push failed (${status}): ${message}`);
      throw e;
    }
  }
}
