import type { $Fetch } from "ofetch";
import { MAX_CONTACTS_PER_APPEND } from "./constants";
import { AppendResultSchema, ContactListPageSchema, ContactListSchema } from "./schemas";

export function contactListsResource($fetch: $Fetch) {
  return {
    async list(params: { page?: number; perPage?: number } = {}) {
      const res = await $fetch("/contact-lists", {
        query: { page: params.page ?? 1, per_page: params.perPage ?? 50 },
      });
      return ContactListPageSchema.parse(res);
    },

    async get(id: string) {
      return ContactListSchema.parse(await $fetch(`/contact-lists/${encodeURIComponent(id)}`));
    },

    async create(input: { name: string; description?: string }) {
      const res = await $fetch("/contact-lists", { method: "POST", body: input });
      return ContactListSchema.parse(res);
    },

    async rename(id: string, name: string) {
      const res = await $fetch(`/contact-lists/${id}`, { method: "PATCH", body: { name } });
      return ContactListSchema.parse(res);
    },

    async remove(id: string) {
      await $fetch(`/contact-lists/${id}`, { method: "DELETE" });
    },

    async appendContacts(id: string, phones: string[]) {
      if (phones.length > MAX_CONTACTS_PER_APPEND) {
        throw new RangeError(`At most ${MAX_CONTACTS_PER_APPEND} contacts per call`);
      }
      const res = await $fetch(`/contact-lists/${id}/contacts`, {
        method: "POST",
        body: { contacts: phones.map((phone) => ({ phone })) },
      });
      return AppendResultSchema.parse(res);
    },

    async removeContact(id: string, phone: string) {
      await $fetch(`/contact-lists/${id}/contacts/${encodeURIComponent(phone)}`, { method: "DELETE" });
    },
  };
}
