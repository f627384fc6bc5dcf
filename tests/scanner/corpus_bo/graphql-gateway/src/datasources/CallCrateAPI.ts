import { RESTDataSource, type AugmentedRequest } from '@apollo/datasource-rest';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import { mapCallCrateFailure } from './callcrateErrors';

export interface CCContactList {
  id: string;
  name: string;
  contactCount: number;
}

export class CallCrateAPI extends RESTDataSource {
  override baseURL = process.env.CALLCRATE_URL ?? 'https://api.callcrate.io/api/public/v1/';

  constructor(
    private readonly apiKey: string,
    private readonly actingUserEmail: string,
    options: { cache: KeyValueCache },
  ) {
    super(options);
  }

  override willSendRequest(_path: string, request: AugmentedRequest) {
    request.headers['x-api-key'] = this.apiKey;
    request.headers['x-user-email'] = this.actingUserEmail;
  }

  override async throwIfResponseIsError(options: Parameters<RESTDataSource['throwIfResponseIsError']>[0]) {
    if (!options.response.ok) throw await mapCallCrateFailure(options.response);
  }

  contactLists() {
    return this.get<CCContactList[]>('contact-lists');
  }

  contactList(id: string) {
    return this.get<CCContactList>(`contact-lists/${encodeURIComponent(id)}`);
  }

  addContacts(id: string, phones: string[]) {
    return this.post(`contact-lists/${encodeURIComponent(id)}/contacts`, {
      body: { contacts: phones.map((phone) => ({ phone })) },
    });
  }

  removeContact(id: string, phone: string) {
    return this.delete(`contact-lists/${encodeURIComponent(id)}/contacts/${encodeURIComponent(phone)}`);
  }
}
