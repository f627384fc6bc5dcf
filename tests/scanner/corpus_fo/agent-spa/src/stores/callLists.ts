import { defineStore } from 'pinia'
import { http } from '@/api/http'
import { fetchCallLists, addApplicantToList, ringlaneMessage } from '@/api/ringlaneWidget'
import type { CallList } from '@/types/ringlane'
import type { ApiError } from '@/types/api'
import type { AxiosError } from 'axios'

export const useCallListStore = defineStore('callLists', {
  state: () => ({
    lists: [] as CallList[],
    loading: false,
    error: null as string | null,
  }),
  actions: {
    async load() {
      this.loading = true
      try {
        const { data } = await http.get<{ data: CallList[] }>('/call-lists')
        this.lists = data.data
      } catch (e) {
        const err = e as AxiosError<ApiError>
        this.error = err.response?.data?.message ?? 'Could not load call lists'
      } finally {
        this.loading = false
      }
    },
    async loadDirect() {
      try {
        this.lists = (await fetchCallLists()) as CallList[]
      } catch (e) {
        this.error = ringlaneMessage(e)
      }
    },
    async addApplicant(listId: string, phone: string, name?: string) {
      try {
        await addApplicantToList(listId, phone, name)
      } catch (e) {
        this.error = ringlaneMessage(e)
      }
    },
    async syncBranch(branchId: number) {
      await http.post(`/branches/${branchId}/call-lists/sync`)
    },
  },
})
