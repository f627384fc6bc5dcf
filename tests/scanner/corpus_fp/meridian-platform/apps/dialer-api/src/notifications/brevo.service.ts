import { Injectable, Logger } from '@nestjs/common';
import { HttpService } from '@nestjs/axios';
import { ConfigService } from '@nestjs/config';
import { AxiosError } from 'axios';
import { firstValueFrom } from 'rxjs';

/** Brevo (ex-Sendinblue) marketing lists, used for post-call nurture emails. */
@Injectable()
export class BrevoService {
  private readonly logger = new Logger(BrevoService.name);
  private readonly baseUrl: string;

  constructor(private readonly http: HttpService, private readonly config: ConfigService) {
    this.baseUrl = config.getOrThrow('brevo.baseUrl');
  }

  private get headers() {
    return { 'api-key': this.config.getOrThrow<string>('brevo.apiKey'), 'content-type': 'application/json' };
  }

  async addToList(listId: number, emails: string[]) {
    const url = `${this.baseUrl}/contacts/lists/${listId}/contacts/add`;
    try {
      await firstValueFrom(this.http.post(url, { emails }, { headers: this.headers }));
    } catch (err) {
      const status = (err as AxiosError).response?.status;
      if (status === 502 || status === 503) {
        this.logger.warn(`Brevo unavailable (${status}), will retry on next sync`);
        return;
      }
      if (status === 404) {
        this.logger.error(`Brevo list ${listId} does not exist`);
        return;
      }
      throw err;
    }
  }

  async getContactLists() {
    const res = await firstValueFrom(
      this.http.get(`${this.baseUrl}/contacts/lists?limit=50`, { headers: this.headers }),
    );
    return res.data.lists as Array<{ id: number; name: string }>;
  }
}
