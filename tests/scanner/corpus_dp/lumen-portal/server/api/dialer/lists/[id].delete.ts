export default defineEventHandler(async (event) => {
  const id = getRouterParam(event, 'id')
  if (!id) throw createError({ statusCode: 400, statusMessage: 'id required' })
  const callsprout = useCallSprout()
  try {
    await callsprout(`/contact-lists/${id}`, { method: 'DELETE' })
  } catch (e: any) {
    if (isCallSproutUserMissing(e)) {
      throw createError({ statusCode: 403, statusMessage: 'Your account is not linked to CallSprout' })
    }
    throw e
  }
  setResponseStatus(event, 204)
  return null
})
