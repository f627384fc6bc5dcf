import { HttpService } from '@nestjs/axios';
import { Injectable } from '@nestjs/common';
import { firstValueFrom } from 'rxjs';
import { AppendContactsDto, ContactListDto, CreateContactListDto } from './dto/contact-list.dto';

@Injectable()
export class RinglaneService {
  constructor(private readonly http: HttpService) {}

  async listContactLists(): Promise<ContactListDto[]> {
    const { data } = await firstValueFrom(this.http.get<{ items: ContactListDto[] }>('/contact-lists'));
    return data.items;
  }

  async createContactList(dto: CreateContactListDto): Promise<ContactListDto> {
    const { data } = await firstValueFrom(this.http.post<ContactListDto>('/contact-lists', dto));
    return data;
  }

  async appendContacts(listId: string, dto: AppendContactsDto): Promise<number> {
    const { data } = await firstValueFrom(
      this.http.post<{ added: number }>(`/contact-lists/${listId}/contacts`, dto),
    );
    return data.added;
  }

  async removeContact(listId: string, phone: string): Promise<void> {
    await firstValueFrom(this.http.delete(`/contact-lists/${listId}/contacts/${encodeURIComponent(phone)}`));
  }

  async deleteContactList(listId: string): Promise<void> {
    await firstValueFrom(this.http.delete(`/contact-lists/${listId}`));
  }
}
