// oauth2-proxy in front of the portal forwards the signed-in user.
export default defineEventHandler((event) => {
  if (!event.path.startsWith('/api/') || event.path.startsWith('/api/webhooks/')) return
  const email = getHeader(event, 'x-user-email')
  const userId = getHeader(event, 'x-user-id')
  if (!email) {
    throw createError({ statusCode: 401, statusMessage: 'not signed in' })
  }
  event.context.user = { email, id: userId }
})
