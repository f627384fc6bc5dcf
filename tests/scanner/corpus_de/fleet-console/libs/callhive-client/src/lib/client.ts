import {
  CALLHIVE_DEFAULT_HOST,
  CALLHIVE_KEY_HEADER,
  CALLHIVE_PUBLIC_PATH,
  CALLHIVE_USER_EMAIL_HEADER,
  CONTACT_LISTS,
  contactListContactsPath,
  contactListPath,
} from './constants';
import { toCallhiveError } from './errors';

export interface CallhiveClientOptions {
  baseUrl?: string;
  apiKey: string;
  fetchImpl?: typeof fetch;
}

export class CallhiveClient {
  private readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly opts: CallhiveClientOptions) {
    this.baseUrl = opts.baseUrl ?? `${CALLHIVE_DEFAULT_HOST}${CALLHIVE_PUBLIC_PATH}`;
    this.fetchImpl = opts.fetchImpl ?? fetch;
  }

  private async call<T>(method: string, path: string, actingEmail: string, body?: unknown): Promise<T> {
    const res = await this.fetchImpl(this.baseUrl + path, {
      method,
      headers: {
        [CALLHIVE_KEY_HEADER]: this.opts.apiKey,
        [CALLHIVE_USER_EMAIL_HEADER]: actingEmail,
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw await toCallhiveError(res);
    return res.status === 204 ? (undefined as T) : ((await res.json()) as T);
  }

  contactLists(actingEmail: string) {
    return this.call<{ data: unknown[] }>('GET', CONTACT_LISTS, actingEmail);
  }

  createContactList(actingEmail: string, name: string) {
    return this.call('POST', CONTACT_LISTS, actingEmail, { name });
  }

  appendContacts(actingEmail: string, listId: string, phones: string[]) {
    return this.call('POST', contactListContactsPath(listId), actingEmail, { phones });
  }

  removeContact(actingEmail: string, listId: string, phone: string) {
    return this.call('DELETE', `${contactListContactsPath(listId)}/${encodeURIComponent(phone)}`, actingEmail);
  }

  deleteContactList(actingEmail: string, listId: string) {
    return this.call('DELETE', contactListPath(listId), actingEmail);
  }
}
