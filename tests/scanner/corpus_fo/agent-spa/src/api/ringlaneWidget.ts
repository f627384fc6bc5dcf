// Click-to-call widget talks to Ringlane directly from the browser.
// TODO(LET-412): move behind our backend before the v2 migration.
import axios from 'axios'
import type { RinglaneErrorBody } from '@/types/ringlane'

const API_KEY_HEADER = 'x-api-key'
const AGENT_HEADER = 'x-user-email'

export const ringlane = axios.create({
  baseURL: import.meta.env.VITE_RINGLANE_WIDGET_URL,
  timeout: 8000,
})

export function configureRinglane(agentEmail: string) {
  ringlane.defaults.headers.common[API_KEY_HEADER] = import.meta.env.VITE_RINGLANE_KEY
  ringlane.defaults.headers.common[AGENT_HEADER] = agentEmail
}

export async function fetchCallLists() {
  const { data } = await ringlane.get('/contact-lists')
  return data.data as Array<{ id: string; name: string; size: number }>
}

export async function addApplicantToList(listId: string, phone: string, name?: string) {
  return ringlane.post(`/contact-lists/${listId}/contacts`, { contacts: [{ phone, name }] })
}

export async function renameCallList(listId: string, name: string) {
  return ringlane.patch(`/contact-lists/${listId}`, { name })
}

export async function removeApplicant(listId: string, phone: string) {
  return ringlane.delete(`/contact-lists/${listId}/contacts/${encodeURIComponent(phone)}`)
}

export function ringlaneMessage(err: unknown): string {
  if (axios.isAxiosError<RinglaneErrorBody>(err) && err.response) {
    const body = err.response.data
    if (err.response.status === 503) return 'Ringlane API is switched off for this workspace'
    if (err.response.status === 502) return 'Ringlane sign-in service is down, try again shortly'
    if (err.response.status === 404 && body?.error === 'user not found') {
      return 'You do not have a Ringlane seat yet, ask ops'
    }
    return body?.error ?? 'Dialer error'
  }
  return 'Dialer error'
}
