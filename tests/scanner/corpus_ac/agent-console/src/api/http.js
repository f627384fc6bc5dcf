import axios from 'axios'
import store from '@/store'

// Our own backend (Brightmoor agent API), proxied under /api
const http = axios.create({ baseURL: process.env.VUE_APP_API_BASE, timeout: 10000 })

http.interceptors.request.use(config => {
  const user = store.state.auth.user
  if (user) {
    config.headers['X-User-Email'] = user.email
    config.headers['X-User-Id'] = user.id
  }
  return config
})

http.interceptors.response.use(
  res => res,
  err => {
    if (err.response && err.response.status === 503) {
      store.commit('ui/setBanner', 'Maintenance in progress')
    }
    if (err.response && err.response.data && err.response.data.error) {
      err.message = err.response.data.error
    }
    return Promise.reject(err)
  }
)

export default http
