package pellham.dispatch

import groovy.json.JsonSlurper
import org.apache.commons.codec.binary.Hex

import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec
import java.security.MessageDigest

/**
 * Ringlane posts call outcomes here (call.completed, call.missed).
 */
class RinglaneWebhookController {

    RinglaneClientService ringlaneClientService
    CallOutcomeService callOutcomeService

    def receive() {
        byte[] raw = request.inputStream.bytes
        String sent = request.getHeader('X-Ringlane-Signature')
        if (!sent || !validSignature(raw, sent)) {
            response.status = 401
            render 'bad signature'
            return
        }
        Map event = new JsonSlurper().parse(raw) as Map
        callOutcomeService.record(event.type as String, event.data as Map)
        render status: 204
    }

    private boolean validSignature(byte[] body, String sent) {
        Mac mac = Mac.getInstance('HmacSHA256')
        mac.init(new SecretKeySpec(ringlaneClientService.props.webhookSecret.bytes, 'HmacSHA256'))
        String expected = Hex.encodeHexString(mac.doFinal(body))
        MessageDigest.isEqual(expected.bytes, sent.replaceFirst('^sha256=', '').bytes)
    }
}
