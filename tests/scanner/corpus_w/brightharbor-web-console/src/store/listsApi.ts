import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { RootState } from './store';

export interface DialList {
  id: string;
  name: string;
  contactCount: number;
  updatedAt: string;
}

// Talks to our own BFF only; the BFF owns the Callvane credentials.
export const listsApi = createApi({
  reducerPath: 'listsApi',
  baseQuery: fetchBaseQuery({
    baseUrl: '/bff/v1',
    prepareHeaders: (headers, { getState }) => {
      const user = (getState() as RootState).session.user;
      if (user) {
        headers.set('X-User-Email', user.email);
      }
      return headers;
    },
  }),
  tagTypes: ['DialList'],
  endpoints: (build) => ({
    getLists: build.query<DialList[], void>({
      query: () => 'dial-lists',
      providesTags: ['DialList'],
    }),
    createList: build.mutation<DialList, { name: string }>({
      query: (body) => ({ url: 'dial-lists', method: 'POST', body }),
      invalidatesTags: ['DialList'],
    }),
    appendNumbers: build.mutation<void, { id: string; phones: string[] }>({
      query: ({ id, phones }) => ({ url: `dial-lists/${id}/numbers`, method: 'POST', body: { phones } }),
      invalidatesTags: ['DialList'],
    }),
  }),
});

export const { useGetListsQuery, useCreateListMutation, useAppendNumbersMutation } = listsApi;
