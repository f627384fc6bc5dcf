import axios, { AxiosError } from 'axios'
import { useSessionStore } from '@/stores/session'

// Client for our own Rails API (hm-leads). Not for third parties.
export const http = axios.create({
  baseURL: import.meta.env.VITE_API_BASE ?? '/api',
  withCredentials: true,
})

http.interceptors.request.use((config) => {
  const session = useSessionStore()
  if (session.agent) {
    config.headers['X-User-Email'] = session.agent.email
    config.headers['X-User-Id'] = String(session.agent.id)
  }
  return config
})

http.interceptors.response.use(undefined, (err: AxiosError<{ error?: string }>) => {
  const status = err.response?.status
  if (status === 401) {
    window.location.assign('/login')
  } else if (status === 404 && err.response?.data?.error === 'user not found') {
    useSessionStore().clear()
  } else if (status === 502 || status === 503) {
    console.warn('hm-leads is restarting, retry in a moment')
  }
  return Promise.reject(err)
})
