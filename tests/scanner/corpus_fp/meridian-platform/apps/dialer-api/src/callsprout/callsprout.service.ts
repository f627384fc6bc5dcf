import { Injectable, Logger } from '@nestjs/common';
import { HttpService } from '@nestjs/axios';
import { AxiosError } from 'axios';
import { firstValueFrom, retry, timer } from 'rxjs';
import {
  CALLSPROUT_MAX_RETRIES,
  CALLSPROUT_RETRYABLE_STATUSES,
  CONTACT_LISTS_PATH,
} from './callsprout.constants';
import { toCallsproutError } from './callsprout.errors';

export interface ContactList {
  id: string;
  name: string;
  contactCount: number;
  createdAt: string;
}

@Injectable()
export class CallsproutService {
  private readonly logger = new Logger(CallsproutService.name);

  constructor(private readonly http: HttpService) {}

  async listContactLists(): Promise<ContactList[]> {
    return this.call<ContactList[]>('get', CONTACT_LISTS_PATH);
  }

  async getContactList(id: string): Promise<ContactList> {
    return this.call<ContactList>('get', `${CONTACT_LISTS_PATH}/${id}`);
  }

  async createContactList(name: string, actingUserId?: string): Promise<ContactList> {
    const res = await firstValueFrom(
      this.http.post<ContactList>('/contact-lists', { name }, {
        headers: actingUserId ? { 'x-user-id': actingUserId } : undefined,
      }),
    );
    return res.data;
  }

  async renameContactList(id: string, name: string): Promise<ContactList> {
    const res = await firstValueFrom(this.http.patch<ContactList>(`/contact-lists/${id}`, { name }));
    return res.data;
  }

  async deleteContactList(id: string): Promise<void> {
    await firstValueFrom(this.http.delete(`/contact-lists/${id}`));
  }

  async appendContacts(listId: string, phones: string[]): Promise<{ added: number }> {
    return this.call('post', `/contact-lists/${listId}/contacts`, {
      contacts: phones.map((phone) => ({ phone })),
    });
  }

  async removeContact(listId: string, phone: string): Promise<void> {
    await this.call('delete', `/contact-lists/${listId}/contacts/${encodeURIComponent(phone)}`);
  }

  private async call<T>(method: 'get' | 'post' | 'delete', url: string, data?: unknown): Promise<T> {
    try {
      const res = await firstValueFrom(
        this.http.request<T>({ method, url, data }).pipe(
          retry({
            count: CALLSPROUT_MAX_RETRIES,
            delay: (err: AxiosError, attempt) => {
              const status = err.response?.status ?? 0;
              if (!CALLSPROUT_RETRYABLE_STATUSES.includes(status)) throw err;
              this.logger.warn(`Callsprout ${method.toUpperCase()} ${url} -> ${status}, retry #${attempt}`);
              return timer(250 * 2 ** attempt);
            },
          }),
        ),
      );
      return res.data;
    } catch (err) {
      throw toCallsproutError(err as AxiosError);
    }
  }
}
