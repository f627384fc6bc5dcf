import axios from 'axios'
import store from '@/store'

const ringlane = axios.create({
  baseURL: process.env.VUE_APP_RINGLANE_URL || 'https://api.ringlane.app/api/public/v1',
  timeout: 15000,
  headers: {
    'X-Api-Key': process.env.VUE_APP_RINGLANE_KEY
  }
})

ringlane.interceptors.request.use(config => {
  config.headers['x-user-email'] = store.state.auth.user.email
  return config
})

ringlane.interceptors.response.use(null, err => {
  const res = err.response
  if (res && res.status === 503) {
    store.commit('ui/setBanner', 'Dialer API is switched off by the admin')
  }
  if (res && res.data && typeof res.data.error === 'string') {
    err.message = res.data.error
  }
  return Promise.reject(err)
})

export default {
  lists () {
    return ringlane.get('/contact-lists').then(r => r.data.data)
  },
  addPhones (listId, phones) {
    return ringlane.post(`/contact-lists/${listId}/contacts`, { phones })
  },
  removeContact (listId, contactId) {
    return ringlane.delete(`/contact-lists/${listId}/contacts/${contactId}`)
  }
}
