import { create } from 'zustand';

import { ringlane } from '@/api/ringlane/client';
import { RINGLANE_ROUTES } from '@/api/ringlane/constants';
import { RinglaneApiError } from '@/api/ringlane/errors';
import { track } from '@/api/analytics';

type CallState = 'idle' | 'dialing' | 'connected' | 'ended';

type DialerState = {
  state: CallState;
  callId: string | null;
  banner: string | null;
  dial: (phone: string, listId?: string) => Promise<void>;
  reset: () => void;
};

export const useDialerStore = create<DialerState>((set) => ({
  state: 'idle',
  callId: null,
  banner: null,
  dial: async (phone, listId) => {
    set({ state: 'dialing', banner: null });
    try {
      const { data } = await ringlane.post<{ id: string }>(RINGLANE_ROUTES.calls, {
        to: phone,
        contact_list_id: listId,
      });
      set({ state: 'connected', callId: data.id });
      track('call_started', { listId });
    } catch (e) {
      let banner = 'Could not place the call. Try again.';
      if (e instanceof RinglaneApiError) {
        if (e.status === 503) {
          banner = 'Calling is turned off for your brokerage right now.';
        } else if (e.isUserNotFound) {
          banner = 'Your Harborline login is not linked to a Ringlane seat yet.';
        } else if (e.status === 502) {
          banner = 'Sign-in service is unreachable, retrying shortly.';
        }
      }
      set({ state: 'idle', banner });
    }
  },
  reset: () => set({ state: 'idle', callId: null, banner: null }),
}));
