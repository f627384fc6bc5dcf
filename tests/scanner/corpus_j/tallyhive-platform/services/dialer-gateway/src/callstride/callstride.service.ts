import { HttpService } from '@nestjs/axios';
import { Injectable, Logger } from '@nestjs/common';
import { AxiosError } from 'axios';
import { catchError, firstValueFrom, map } from 'rxjs';

import { CallstrideRoutes } from './callstride.constants';
import { mapCallstrideError } from './callstride.errors';
import { ContactDto, ContactListDto, Paginated } from './dto/contact-list.dto';

@Injectable()
export class CallstrideService {
  private readonly logger = new Logger(CallstrideService.name);

  constructor(private readonly http: HttpService) {}

  async listContactLists(cursor?: string): Promise<Paginated<ContactListDto>> {
    return firstValueFrom(
      this.http.get<Paginated<ContactListDto>>(CallstrideRoutes.lists, { params: { cursor } }).pipe(
        map((r) => r.data),
        catchError((e: AxiosError) => mapCallstrideError(e as AxiosError<any>)),
      ),
    );
  }

  async getContactList(id: string): Promise<ContactListDto> {
    const { data } = await firstValueFrom(this.http.get<ContactListDto>(CallstrideRoutes.list(id))).catch(
      mapCallstrideError,
    );
    return data;
  }

  async appendContacts(id: string, contacts: ContactDto[]): Promise<number> {
    this.logger.log(`appending ${contacts.length} contacts to ${id}`);
    const { data } = await firstValueFrom(
      this.http.post<{ added: number }>(CallstrideRoutes.listContacts(id), { contacts }),
    ).catch(mapCallstrideError);
    return data.added;
  }

  async removeContact(id: string, phone: string): Promise<void> {
    await firstValueFrom(
      this.http.delete(`/contact-lists/${id}/contacts/${encodeURIComponent(phone)}`),
    ).catch(mapCallstrideError);
  }
}
