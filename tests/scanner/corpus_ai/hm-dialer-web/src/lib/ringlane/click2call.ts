import type { RinglaneErrorBody, StartCallResponse } from './types'

// Legacy click-to-call: the browser talks to Ringlane directly with the
// restricted "widget" key. TODO(DIAL-311): route through hm-leads instead.
const RINGLANE_BASE =
  import.meta.env.VITE_RINGLANE_URL ?? 'https://api.ringlane.io/api/public/v1'

export class ClickToCallError extends Error {
  constructor(message: string, readonly retryable = false) {
    super(message)
  }
}

export async function startCall(phone: string, agentEmail: string): Promise<StartCallResponse> {
  const res = await fetch(`${RINGLANE_BASE}/calls`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'x-api-key': import.meta.env.VITE_RINGLANE_WIDGET_KEY,
      'x-user-email': agentEmail,
    },
    body: JSON.stringify({ to: phone }),
  })

  if (res.ok) return res.json()

  const body = (await res.json().catch(() => ({}))) as Partial<RinglaneErrorBody>
  if (res.status === 503) {
    throw new ClickToCallError('Calling is switched off in Ringlane right now')
  }
  if (res.status === 404 && body.error === 'user not found') {
    throw new ClickToCallError(`${agentEmail} has no Ringlane seat`)
  }
  if (res.status === 502) throw new ClickToCallError('Ringlane login check failed, try again', true)
  throw new ClickToCallError(body.error ?? `Ringlane error ${res.status}`)
}
