import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../test/server';
import { ringvale } from '../ringvaleAxios';
import { toast } from '../../ui/toast';

vi.mock('../../ui/toast', () => ({ toast: { error: vi.fn() } }));
vi.mock('../../auth/session', () => ({
  getSession: () => ({ user: { email: 'agent@leadloop.io' }, accessToken: 't' }),
}));

describe('ringvale axios instance', () => {
  it('retries a 502 twice before giving up', async () => {
    let hits = 0;
    server.use(
      http.get('*/contact-lists', () => {
        hits += 1;
        return HttpResponse.json({ error: 'identity provider unreachable' }, { status: 502 });
      }),
    );
    await expect(ringvale.get('/contact-lists')).rejects.toBeTruthy();
    expect(hits).toBe(3);
  });

  it('shows a toast when the API is disabled (503)', async () => {
    server.use(http.get('*/calls/:id/recording', () => new HttpResponse(null, { status: 503 })));
    await expect(ringvale.get('/calls/c1/recording')).rejects.toBeTruthy();
    expect(toast.error).toHaveBeenCalled();
  });

  it('forwards the signed-in user email', async () => {
    let seen: string | null = null;
    server.use(
      http.get('*/calls/:id/recording', ({ request }) => {
        seen = request.headers.get('x-user-email');
        return HttpResponse.json({});
      }),
    );
    await ringvale.get('/calls/c2/recording');
    expect(seen).toBe('agent@leadloop.io');
  });
});
