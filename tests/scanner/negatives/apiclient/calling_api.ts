import { x25519 } from "@noble/curves/ed25519"
import { base16 } from "@scure/base"

// The desktop agent forwards these requests to the calling service (already on v2).
export const CALLING_API_URL = "https://calls.example.com/api/public/v2"

export async function me(key: string): Promise<unknown> {
  const response = await fetch(`${CALLING_API_URL}/me`, {
    headers: { Authorization: `Bearer ${key}` },
  })
  return response.json()
}

export async function pairWithAgent(answer: Record<string, string>): Promise<Uint8Array> {
  const myPrivateKey = crypto.getRandomValues(new Uint8Array(32))
  const myPublicKey = x25519.getPublicKey(myPrivateKey)
  const { session_key: sessionKeyB16, agent_public_key_b16: agentPublicKeyB16 } = answer
  await fetch(`${CALLING_API_URL}/me`, { headers: { Authorization: `Bearer ${sessionKeyB16}` } })
  return x25519.getSharedSecret(myPublicKey, base16.decode(agentPublicKeyB16))
}
