import axios from 'axios'
import { useAuthStore } from '@/stores/auth'

// Axios instance for OUR backend (brightside-api). Not used for Ringlane.
export const http = axios.create({
  baseURL: import.meta.env.VITE_API_URL,
  timeout: 15_000,
})

http.interceptors.request.use((config) => {
  const auth = useAuthStore()
  if (auth.user) {
    config.headers['X-User-Email'] = auth.user.email
    config.headers['X-User-Id'] = auth.user.id
  }
  if (auth.token) config.headers.Authorization = `Bearer ${auth.token}`
  return config
})

http.interceptors.response.use(
  (r) => r,
  (error) => {
    const status = error.response?.status
    if (status === 401) useAuthStore().logout()
    if (status === 503) {
      // brightside-api returns 503 during deploys
      window.dispatchEvent(new CustomEvent('maintenance'))
    }
    return Promise.reject(error)
  },
)
