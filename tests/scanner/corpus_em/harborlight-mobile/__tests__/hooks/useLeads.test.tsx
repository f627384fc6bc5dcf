import React from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react-native';
import MockAdapter from 'axios-mock-adapter';
import { http } from '../../src/api/backend/http';
import { useLeads } from '../../src/hooks/useLeads';

jest.mock('react-native-keychain', () => ({
  getGenericPassword: jest.fn().mockResolvedValue({ username: 'rep@harborlightsolar.com', password: 'tok' }),
}));

const wrapper = ({ children }: { children: React.ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

describe('useLeads', () => {
  const mock = new MockAdapter(http);

  it('sends X-User-Email to our API', async () => {
    mock.onGet('/leads').reply((config) => {
      expect(config.headers?.['X-User-Email']).toBe('rep@harborlightsolar.com');
      return [200, [{ id: 1, first_name: 'Ken' }]];
    });
    const { result } = renderHook(() => useLeads(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
  });

  it('does not retry on 404', async () => {
    mock.onGet('/leads').reply(404, { error: 'not found' });
    const { result } = renderHook(() => useLeads(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(mock.history.get).toHaveLength(1);
  });
});
