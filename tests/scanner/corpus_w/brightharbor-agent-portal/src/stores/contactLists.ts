import { defineStore } from 'pinia';
import type { AxiosError } from 'axios';
import { dialer, dialerMessage } from '@/api/dialer';

export interface ContactList {
  id: string;
  name: string;
  size: number;
}

export const useContactListStore = defineStore('contactLists', {
  state: () => ({
    lists: [] as ContactList[],
    loading: false,
    banner: '' as string,
  }),
  actions: {
    async fetchAll() {
      this.loading = true;
      try {
        const { data } = await dialer.get<ContactList[]>('/contact-lists');
        this.lists = data;
      } catch (e) {
        this.handle(e);
      } finally {
        this.loading = false;
      }
    },
    async rename(id: string, name: string) {
      await dialer.patch(`/contact-lists/${id}`, { name });
      const l = this.lists.find((x) => x.id === id);
      if (l) l.name = name;
    },
    async remove(id: string) {
      await dialer.delete(`/contact-lists/${id}`);
      this.lists = this.lists.filter((x) => x.id !== id);
    },
    async removeNumber(id: string, phone: string) {
      await dialer.delete(`/contact-lists/${id}/contacts/${encodeURIComponent(phone)}`);
    },
    handle(e: unknown) {
      const status = (e as AxiosError).response?.status;
      switch (status) {
        case 503:
          this.banner = 'Dialer API is switched off for our account. Contact ops.';
          break;
        case 404:
          this.banner = 'You do not have a dialer seat yet.';
          break;
        default:
          this.banner = dialerMessage(e);
      }
    },
  },
});
