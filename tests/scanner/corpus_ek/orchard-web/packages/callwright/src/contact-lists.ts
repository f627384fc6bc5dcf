import type { HttpClient } from "./http";
import type {
  AppendContactsResult,
  ContactInput,
  ContactList,
  CreateContactListInput,
  Page,
  UpdateContactListInput,
} from "./types";

export function contactListsApi(http: HttpClient) {
  return {
    list(params: { cursor?: string; status?: string; updatedSince?: string } = {}) {
      return http.get<Page<ContactList>>("/contact-lists", {
        query: { cursor: params.cursor, status: params.status, updated_since: params.updatedSince },
      });
    },

    get(id: string) {
      return http.get<ContactList>(`/contact-lists/${encodeURIComponent(id)}`);
    },

    create(input: CreateContactListInput) {
      return http.post<ContactList>("/contact-lists", input);
    },

    update(id: string, input: UpdateContactListInput) {
      return http.patch<ContactList>(`/contact-lists/${encodeURIComponent(id)}`, input);
    },

    remove(id: string) {
      return http.delete(`/contact-lists/${id}`);
    },

    appendContacts(id: string, contacts: ContactInput[]) {
      return http.post<AppendContactsResult>(`/contact-lists/${id}/contacts`, { contacts });
    },

    removeContact(id: string, phone: string) {
      return http.delete(`/contact-lists/${id}/contacts/${encodeURIComponent(phone)}`);
    },
  };
}
