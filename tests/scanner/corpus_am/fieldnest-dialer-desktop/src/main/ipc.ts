import { ipcMain } from 'electron';
import Store from 'electron-store';
import { dialstream, DialstreamCallError } from './dialstream';

const store = new Store<{ email?: string; userId?: string }>();

function currentEmail(): string {
  const email = store.get('email');
  if (!email) throw new Error('Not signed in');
  return email;
}

function serialize(err: unknown) {
  if (err instanceof DialstreamCallError) return { ok: false, failure: err.failure };
  return { ok: false, failure: { status: 0, error: String(err), kind: 'other' } };
}

export function registerIpc(): void {
  ipcMain.handle('lists:all', async () => {
    try {
      return { ok: true, value: await dialstream.lists(currentEmail()) };
    } catch (err) {
      return serialize(err);
    }
  });

  ipcMain.handle('lists:append', async (_evt, listId: string, phones: string[]) => {
    try {
      return { ok: true, value: await dialstream.append(currentEmail(), listId, phones) };
    } catch (err) {
      return serialize(err);
    }
  });

  ipcMain.handle('session:set', (_evt, session: { email: string; userId: string }) => {
    store.set('email', session.email);
    store.set('userId', session.userId);
  });
}
