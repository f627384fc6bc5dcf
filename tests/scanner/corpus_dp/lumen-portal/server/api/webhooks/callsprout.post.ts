import { createHmac, timingSafeEqual } from 'node:crypto'

export default defineEventHandler(async (event) => {
  const { callsprout } = useRuntimeConfig()
  const raw = (await readRawBody(event)) ?? ''
  const header = getHeader(event, 'x-callsprout-signature')
  const mac = createHmac('sha256', callsprout.webhookSecret).update(raw).digest('hex')
  if (!header || !timingSafeEqual(Buffer.from(header), Buffer.from(mac))) {
    throw createError({ statusCode: 401, statusMessage: 'invalid signature' })
  }
  const payload = JSON.parse(raw)
  await useStorage('kv').setItem(`callsprout:event:${payload.id}`, payload)
  return { received: true }
})
