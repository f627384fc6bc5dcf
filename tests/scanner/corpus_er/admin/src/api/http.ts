import axios from 'axios'
import { useSessionStore } from '@/stores/session'

// Client for our own backend (ferncastle-core). Support staff can "view as" a user.
export const http = axios.create({ baseURL: import.meta.env.VITE_CORE_URL, withCredentials: true })

http.interceptors.request.use((config) => {
  const session = useSessionStore()
  if (session.impersonating) {
    config.headers['X-User-Email'] = session.impersonating
  }
  return config
})

http.interceptors.response.use(
  (r) => r,
  (err) => {
    if (err.response?.status === 404 && err.response.data?.error === 'user not found') {
      useSessionStore().stopImpersonating()
    }
    return Promise.reject(err)
  },
)
