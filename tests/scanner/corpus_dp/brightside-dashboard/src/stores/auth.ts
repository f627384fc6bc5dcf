import { defineStore } from 'pinia'
import { http } from '@/api/http'

interface User {
  id: string
  email: string
  name: string
}

export const useAuthStore = defineStore('auth', {
  state: () => ({
    user: null as User | null,
    token: localStorage.getItem('bs_token') as string | null,
  }),
  actions: {
    async login(email: string, password: string) {
      const { data } = await http.post('/auth/login', { email, password })
      this.token = data.token
      this.user = data.user
      localStorage.setItem('bs_token', data.token)
    },
    async fetchMe() {
      try {
        const { data } = await http.get<User>('/me')
        this.user = data
      } catch (e: any) {
        if (e.response?.status === 404) {
          // user not found in our DB -> force logout
          this.logout()
        }
      }
    },
    logout() {
      this.user = null
      this.token = null
      localStorage.removeItem('bs_token')
    },
  },
})
