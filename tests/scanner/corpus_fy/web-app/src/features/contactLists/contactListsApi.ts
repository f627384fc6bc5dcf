import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { env } from '../../config/env';
import type { RootState } from '../../store';
import type { ContactList, NewContact } from './types';

// Legacy: talks to Ringvale directly from the browser. Planned to move behind the BFF.
export const contactListsApi = createApi({
  reducerPath: 'ringvaleContactLists',
  baseQuery: fetchBaseQuery({
    baseUrl: env.ringvaleBaseUrl,
    prepareHeaders: (headers, { getState }) => {
      headers.set('x-api-key', env.ringvaleApiKey);
      const userId = (getState() as RootState).auth.user?.idpId;
      if (userId) headers.set('x-user-id', userId);
      return headers;
    },
  }),
  tagTypes: ['ContactList'],
  endpoints: (build) => ({
    getContactLists: build.query<ContactList[], void>({
      query: () => '/contact-lists',
      providesTags: ['ContactList'],
    }),
    getContactList: build.query<ContactList, string>({
      query: (id) => `/contact-lists/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'ContactList', id }],
    }),
    createContactList: build.mutation<ContactList, { name: string }>({
      query: (body) => ({ url: '/contact-lists', method: 'POST', body }),
      invalidatesTags: ['ContactList'],
    }),
    renameContactList: build.mutation<ContactList, { id: string; name: string }>({
      query: ({ id, name }) => ({ url: `/contact-lists/${id}`, method: 'PATCH', body: { name } }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'ContactList', id }],
    }),
    addContacts: build.mutation<void, { listId: string; contacts: NewContact[] }>({
      query: ({ listId, contacts }) => ({
        url: `/contact-lists/${listId}/contacts`,
        method: 'POST',
        body: { contacts },
      }),
      invalidatesTags: (_r, _e, { listId }) => [{ type: 'ContactList', id: listId }],
    }),
    removeContact: build.mutation<void, { listId: string; phone: string }>({
      query: ({ listId, phone }) => ({
        url: `/contact-lists/${listId}/contacts/${encodeURIComponent(phone)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_r, _e, { listId }) => [{ type: 'ContactList', id: listId }],
    }),
  }),
});

export const {
  useGetContactListsQuery,
  useGetContactListQuery,
  useCreateContactListMutation,
  useRenameContactListMutation,
  useAddContactsMutation,
  useRemoveContactMutation,
} = contactListsApi;
