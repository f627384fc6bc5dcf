import { Injectable, Logger } from '@nestjs/common';
import { HttpService } from '@nestjs/axios';
import { ConfigService } from '@nestjs/config';
import { AxiosError } from 'axios';
import { firstValueFrom } from 'rxjs';
import { ContactList, ContactListPage } from '@brightwell/dialpath-types';
import {
  CONTACT_LISTS_PATH,
  DIALPATH_RETRYABLE,
  DIALPATH_USER_EMAIL_HEADER,
  DIALPATH_USER_ID_HEADER,
} from './dialpath.constants';
import { fromAxios } from './dialpath.errors';

export interface ActingRep {
  email?: string;
  idpUserId?: string;
}

@Injectable()
export class DialpathClient {
  private readonly logger = new Logger(DialpathClient.name);

  constructor(
    private readonly http: HttpService,
    private readonly config: ConfigService,
  ) {}

  private actingHeaders(rep?: ActingRep): Record<string, string> {
    if (rep?.idpUserId) {
      return { [DIALPATH_USER_ID_HEADER]: rep.idpUserId };
    }
    const email = rep?.email ?? this.config.get<string>('dialpath.actingUserEmail')!;
    return { [DIALPATH_USER_EMAIL_HEADER]: email };
  }

  private async call<T>(method: 'get' | 'post' | 'patch' | 'delete', url: string, rep?: ActingRep, data?: unknown): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        const res = await firstValueFrom(
          this.http.request<T>({ method, url, data, headers: this.actingHeaders(rep) }),
        );
        return res.data;
      } catch (e) {
        const err = e as AxiosError;
        const status = err.response?.status ?? 0;
        if (attempt < 3 && DIALPATH_RETRYABLE.includes(status)) {
          this.logger.warn(`DialPath ${method.toUpperCase()} ${url} -> ${status}, retry ${attempt}`);
          await new Promise((r) => setTimeout(r, 250 * 2 ** attempt));
          continue;
        }
        throw fromAxios(err as AxiosError<any>);
      }
    }
  }

  listContactLists(rep?: ActingRep): Promise<ContactListPage> {
    return this.call('get', CONTACT_LISTS_PATH, rep);
  }

  createContactList(name: string, rep?: ActingRep): Promise<ContactList> {
    return this.call('post', CONTACT_LISTS_PATH, rep, { name });
  }

  renameContactList(id: string, name: string, rep?: ActingRep): Promise<ContactList> {
    return this.call('patch', `/contact-lists/${id}`, rep, { name });
  }

  deleteContactList(id: string, rep?: ActingRep): Promise<void> {
    return this.call('delete', `${CONTACT_LISTS_PATH}/${id}`, rep);
  }

  appendContacts(id: string, phones: string[], rep?: ActingRep): Promise<{ added: number }> {
    return this.call('post', `${CONTACT_LISTS_PATH}/${id}/contacts`, rep, {
      contacts: phones.map((phone) => ({ phone })),
    });
  }

  removeContact(id: string, phone: string, rep?: ActingRep): Promise<void> {
    return this.call('delete', `/contact-lists/${id}/contacts/${encodeURIComponent(phone)}`, rep);
  }
}
