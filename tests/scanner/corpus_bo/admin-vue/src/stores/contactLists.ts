import { defineStore } from 'pinia';
import { ref } from 'vue';
import { cc, CallCrateHttpError } from '@/services/callcrate/http';

export interface ContactList {
  id: string;
  name: string;
  contactCount: number;
}

export const useContactListsStore = defineStore('contactLists', () => {
  const lists = ref<ContactList[]>([]);
  const loading = ref(false);
  const lastError = ref<string | null>(null);

  async function fetchAll() {
    loading.value = true;
    try {
      lists.value = await cc<ContactList[]>('/contact-lists');
    } finally {
      loading.value = false;
    }
  }

  async function importPhones(listId: string, phones: string[]) {
    await cc(`/contact-lists/${listId}/contacts`, {
      method: 'POST',
      body: JSON.stringify({ contacts: phones.map((phone) => ({ phone })) }),
    });
  }

  async function drop(listId: string) {
    try {
      await cc(`/contact-lists/${listId}`, { method: 'DELETE' });
    } catch (e) {
      if (e instanceof CallCrateHttpError && e.message === 'contact list not found') {
        // already gone upstream, just sync local state
      } else {
        lastError.value = (e as Error).message;
        throw e;
      }
    }
    lists.value = lists.value.filter((l) => l.id !== listId);
  }

  return { lists, loading, lastError, fetchAll, importPhones, drop };
});
