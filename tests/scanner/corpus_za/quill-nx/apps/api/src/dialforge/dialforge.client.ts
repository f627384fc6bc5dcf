import { Inject, Injectable, Logger } from '@nestjs/common';
import { HttpService } from '@nestjs/axios';
import { AxiosError, Method } from 'axios';
import { firstValueFrom } from 'rxjs';
import type { DialforgeContactList, DialforgeV1Error } from '@quill/shared-types';
import { DIALFORGE_OPTIONS, DIALFORGE_RETRYABLE, DialforgeHeaders, DialforgeRoutes } from './dialforge.constants';
import { DialforgeError } from './dialforge.errors';

export interface DialforgeOptions {
  baseUrl: string;
  apiKey: string;
}

@Injectable()
export class DialforgeClient {
  private readonly log = new Logger(DialforgeClient.name);

  constructor(
    private readonly http: HttpService,
    @Inject(DIALFORGE_OPTIONS) private readonly opts: DialforgeOptions,
  ) {}

  private async call<T>(method: Method, path: string, actingEmail: string, data?: unknown): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        const res = await firstValueFrom(
          this.http.request<T>({
            method,
            url: this.opts.baseUrl + path,
            data,
            headers: {
              [DialforgeHeaders.apiKey]: this.opts.apiKey,
              [DialforgeHeaders.actingUser]: actingEmail,
            },
          }),
        );
        return res.data;
      } catch (e) {
        const err = e as AxiosError<DialforgeV1Error>;
        const status = err.response?.status ?? 0;
        if (DIALFORGE_RETRYABLE.includes(status) && attempt < 3) {
          this.log.warn(`Dialforge ${status} on ${path}, retry ${attempt}`);
          continue;
        }
        throw new DialforgeError(status, err.response?.data);
      }
    }
  }

  lists(actingEmail: string) {
    return this.call<{ data: DialforgeContactList[] }>('GET', DialforgeRoutes.lists, actingEmail);
  }

  createList(actingEmail: string, name: string) {
    return this.call<DialforgeContactList>('POST', DialforgeRoutes.lists, actingEmail, { name });
  }

  addContacts(actingEmail: string, listId: string, phones: string[]) {
    return this.call<void>('POST', DialforgeRoutes.contacts(listId), actingEmail, {
      contacts: phones.map((phone) => ({ phone })),
    });
  }

  deleteList(actingEmail: string, listId: string) {
    return this.call<void>('DELETE', DialforgeRoutes.list(listId), actingEmail);
  }
}
