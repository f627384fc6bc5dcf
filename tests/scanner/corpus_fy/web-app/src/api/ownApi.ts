import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

export interface Me {
  id: string;
  email: string;
  idpId: string;
  role: 'agent' | 'manager' | 'admin';
}

export interface ApiProblem {
  error: string;
  requestId?: string;
}

export const ownApi = createApi({
  reducerPath: 'ownApi',
  baseQuery: fetchBaseQuery({ baseUrl: '/api/v1', credentials: 'include' }),
  endpoints: (build) => ({
    me: build.query<Me, void>({ query: () => '/me' }),
    teams: build.query<{ id: string; name: string }[], void>({ query: () => '/teams' }),
  }),
});

export const { useMeQuery, useTeamsQuery } = ownApi;
