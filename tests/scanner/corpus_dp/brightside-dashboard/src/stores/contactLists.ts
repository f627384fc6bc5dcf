import { defineStore } from 'pinia'
import { ringlane, type ContactList } from '@/services/ringlane/client'
import { RinglaneError } from '@/services/ringlane/errors'

export const useContactListsStore = defineStore('contactLists', {
  state: () => ({
    lists: [] as ContactList[],
    loading: false,
    banner: null as string | null,
  }),
  actions: {
    async load() {
      this.loading = true
      try {
        this.lists = await ringlane.listContactLists()
      } catch (e) {
        this.banner = this.describe(e)
      } finally {
        this.loading = false
      }
    },
    async addPhones(listId: string, phones: string[]) {
      try {
        await ringlane.appendContacts(listId, phones)
      } catch (e) {
        if (e instanceof RinglaneError && e.body.error === 'contact list not found') {
          this.lists = this.lists.filter((l) => l.id !== listId)
        }
        this.banner = this.describe(e)
      }
    },
    describe(e: unknown): string {
      if (!(e instanceof RinglaneError)) return 'Something went wrong'
      if (e.isUserNotFound) return 'Your email is not set up as a Ringlane user.'
      if (e.isApiDisabled) return 'The dialer API is switched off for our account.'
      return e.body.error ?? 'Ringlane error'
    },
  },
})
