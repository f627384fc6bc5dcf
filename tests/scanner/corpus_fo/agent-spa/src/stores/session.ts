import { defineStore } from 'pinia'

export const useSessionStore = defineStore('session', {
  state: () => ({
    email: '' as string,
    viewingAs: null as string | null,
  }),
  actions: {
    startViewingAs(email: string) {
      this.viewingAs = email
    },
    stopViewingAs() {
      this.viewingAs = null
    },
  },
})
