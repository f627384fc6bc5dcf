import {
  BadGatewayException,
  ForbiddenException,
  Injectable,
  Logger,
  ServiceUnavailableException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { RingsteadClient } from '../ringstead/ringstead.client';
import { RingsteadApiError } from '../ringstead/ringstead.errors';
import { AppendContactsDto } from '../ringstead/dto/append-contacts.dto';
import { CreateCallListDto } from '../ringstead/dto/create-call-list.dto';

@Injectable()
export class ContactListsService {
  private readonly logger = new Logger(ContactListsService.name);

  constructor(private readonly ringstead: RingsteadClient) {}

  findAll(userEmail: string) {
    return this.wrap(() => this.ringstead.listContactLists(userEmail));
  }

  create(userEmail: string, dto: CreateCallListDto) {
    return this.wrap(() => this.ringstead.createContactList(userEmail, dto.name));
  }

  rename(userEmail: string, id: string, name: string) {
    return this.wrap(() => this.ringstead.renameContactList(userEmail, id, name));
  }

  remove(userEmail: string, id: string) {
    return this.wrap(() => this.ringstead.deleteContactList(userEmail, id));
  }

  append(userEmail: string, id: string, dto: AppendContactsDto) {
    return this.wrap(() => this.ringstead.appendContacts(userEmail, id, dto.contacts));
  }

  private async wrap<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (e) {
      if (!(e instanceof RingsteadApiError)) throw e;
      if (e.isUserNotFound) {
        throw new ForbiddenException('Your account does not have a Ringstead seat yet. Ask #dispatch-tools.');
      }
      if (e.isApiDisabled) {
        throw new ServiceUnavailableException('Calling lists are temporarily unavailable');
      }
      if (e.status === 400 || e.status === 422) {
        throw new UnprocessableEntityException({ message: 'Invalid list', fields: e.fieldErrors() });
      }
      this.logger.error(`Ringstead failure ${e.status}: ${e.body?.error}`);
      throw new BadGatewayException('Ringstead request failed');
    }
  }
}
