import axios, { AxiosError } from 'axios'
import { useSessionStore } from '@/stores/session'

export const http = axios.create({
  baseURL: import.meta.env.VITE_API_URL,
  withCredentials: true,
  headers: { Accept: 'application/json' },
})

http.interceptors.request.use((config) => {
  const session = useSessionStore()
  if (session.viewingAs) {
    // our own backend's ResolveActingAgent middleware reads this
    config.headers['X-User-Email'] = session.viewingAs
  }
  return config
})

http.interceptors.response.use(
  (r) => r,
  (error: AxiosError<{ error?: string; message?: string }>) => {
    if (error.response?.status === 404 && error.response.data?.error === 'user not found') {
      useSessionStore().stopViewingAs()
    }
    if (error.response?.status === 503) {
      window.dispatchEvent(new CustomEvent('maintenance'))
    }
    return Promise.reject(error)
  },
)
