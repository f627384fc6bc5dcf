import { defineStore } from 'pinia';

interface Me {
  id: string;
  email: string;
  orgId: string;
}

export const useSessionStore = defineStore('session', {
  state: () => ({ id: '', email: '', orgId: '' }),
  actions: {
    async load() {
      const res = await fetch('/api/me', { credentials: 'include' });
      if (res.status === 401) {
        window.location.href = '/sso/login';
        return;
      }
      const me = (await res.json()) as Me;
      this.$patch(me);
    },
  },
});
