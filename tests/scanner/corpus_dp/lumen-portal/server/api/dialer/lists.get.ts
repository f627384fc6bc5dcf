export default defineEventHandler(async () => {
  const callsprout = useCallSprout()
  const lists = await callsprout<{ id: string; name: string }[]>('/contact-lists', {
    query: { limit: 50 },
  })
  return lists.map((l) => ({ id: l.id, label: l.name }))
})
