import axios from "axios"
import { x25519 } from "@noble/curves/ed25519"
import { base16 } from "@scure/base"

// Pairs the desktop agent with this browser: a key exchange over the loopback port.
export class AgentStore {
  private authKey: string | null = null
  private sharedSecretB16: string | null = null

  public async verifyRegistration(otp: string): Promise<void> {
    const myPrivateKey = crypto.getRandomValues(new Uint8Array(32))
    const myPublicKey = x25519.getPublicKey(myPrivateKey)
    const myPublicKeyB16 = base16.encode(myPublicKey).toLowerCase()

    const response = await axios.post("http://localhost:9119/verify-registration", {
      registration: otp,
      client_public_key_b16: myPublicKeyB16,
    })

    const { auth_key: newAuthKey, agent_public_key_b16: agentPublicKeyB16 } =
      response.data

    const agentPublicKey = base16.decode(agentPublicKeyB16.toUpperCase())
    const sharedSecret = x25519.getSharedSecret(myPrivateKey, agentPublicKey)
    this.sharedSecretB16 = base16.encode(sharedSecret).toLowerCase()
    this.authKey = newAuthKey
  }

  public async callingAgent(path: string): Promise<unknown> {
    const response = await axios.get(`http://localhost:9119${path}`, {
      headers: { Authorization: `Bearer ${this.authKey}` },
    })
    return response.data
  }
}
