import { Injectable } from '@nestjs/common';
import { HttpService } from '@nestjs/axios';
import { ConfigService } from '@nestjs/config';
import { firstValueFrom } from 'rxjs';

/** Marketing contact lists live in SendGrid, not DialPath. */
@Injectable()
export class SendgridListsService {
  private readonly base = 'https://api.sendgrid.com/v3';

  constructor(
    private readonly http: HttpService,
    private readonly config: ConfigService,
  ) {}

  private headers() {
    return { Authorization: `Bearer ${this.config.getOrThrow<string>('sendgrid.apiKey')}` };
  }

  async addToContactList(emails: string[]): Promise<string> {
    const listId = this.config.getOrThrow<string>('sendgrid.contactListId');
    const res = await firstValueFrom(
      this.http.put(
        `${this.base}/marketing/contacts`,
        { list_ids: [listId], contacts: emails.map((email) => ({ email })) },
        { headers: this.headers() },
      ),
    );
    return res.data.job_id;
  }

  async contactLists(): Promise<{ id: string; name: string }[]> {
    const res = await firstValueFrom(this.http.get(`${this.base}/marketing/lists?page_size=100`, { headers: this.headers() }));
    if (res.status === 404) {
      return [];
    }
    return res.data.result;
  }
}
