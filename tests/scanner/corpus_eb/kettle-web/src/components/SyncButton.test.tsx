import { render, screen, fireEvent } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { handlers } from '../mocks/handlers';
import { SyncButton } from './SyncButton';

const server = setupServer(...handlers);
beforeAll(() => server.listen());
afterAll(() => server.close());

function renderWithClient() {
  const qc = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <SyncButton campaignId="6f1c2b0e-8a4f-4d7e-9a51-0c9f5c2f6a10" />
    </QueryClientProvider>,
  );
}

test('shows gateway error message on 503', async () => {
  server.use(
    http.post('/api/campaigns/sync', () =>
      HttpResponse.json({ error: 'dialer temporarily unavailable' }, { status: 503 }),
    ),
  );
  renderWithClient();
  fireEvent.click(screen.getByText('Push to dialer'));
  expect(await screen.findByRole('alert')).toHaveTextContent('dialer temporarily unavailable');
});
