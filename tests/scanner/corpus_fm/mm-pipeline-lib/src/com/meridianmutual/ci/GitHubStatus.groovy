package com.meridianmutual.ci

import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec

/** Verifies GitHub push hooks forwarded to the Jenkins generic-webhook trigger. */
class GitHubStatus implements Serializable {

    static boolean validSignature(Map headers, String body, String secret) {
        String sig = headers['X-Hub-Signature-256']
        if (!sig?.startsWith('sha256=')) {
            return false
        }
        Mac mac = Mac.getInstance('HmacSHA256')
        mac.init(new SecretKeySpec(secret.bytes, 'HmacSHA256'))
        String expected = 'sha256=' + mac.doFinal(body.bytes).encodeHex().toString()
        return expected == sig
    }
}
