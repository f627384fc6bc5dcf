import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { useContactListsStore } from '@/stores/contactLists';
import { useSessionStore } from '@/stores/session';

describe('contactLists store', () => {
  beforeEach(() => {
    setActivePinia(createPinia());
    useSessionStore().$patch({ email: 'ops@brightfold.dev' });
  });

  it('loads lists', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('[]', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await useContactListsStore().fetchAll();
    expect(fetchMock).toHaveBeenCalledWith(
      'https://api.callcrate.io/api/public/v1/contact-lists',
      expect.anything(),
    );
  });

  it('treats 404 on delete as success', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response(JSON.stringify({ error: 'contact list not found' }), { status: 404 })),
    );
    const store = useContactListsStore();
    store.lists = [{ id: 'cl_9', name: 'x', contactCount: 0 }];
    await store.drop('cl_9');
    expect(store.lists).toHaveLength(0);
  });
});
