/* Receives call-outcome webhooks pushed by Callvane to the kiosk. */
#include <string.h>
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>

#include "cv_config.h"
#include "httpd_mini.h"
#include "webhook.h"

static void to_hex(const unsigned char *in, unsigned n, char *out)
{
    static const char hx[] = "0123456789abcdef";
    unsigned i;
    for (i = 0; i < n; i++) {
        out[2 * i] = hx[in[i] >> 4];
        out[2 * i + 1] = hx[in[i] & 0xf];
    }
    out[2 * n] = '\0';
}

int cv_webhook_verify(const httpd_req_t *req, const char *secret)
{
    unsigned char mac[EVP_MAX_MD_SIZE];
    unsigned mac_len = 0;
    char expected[2 * EVP_MAX_MD_SIZE + 1];
    const char *sig = httpd_req_header(req, CV_SIGNATURE_HEADER);

    if (!sig || !secret || !*secret)
        return 0;
    if (strncmp(sig, "sha256=", 7) == 0)
        sig += 7;

    HMAC(EVP_sha256(), secret, (int)strlen(secret),
         (const unsigned char *)req->body, req->body_len, mac, &mac_len);
    to_hex(mac, mac_len, expected);
    if (strlen(sig) != strlen(expected))
        return 0;
    return CRYPTO_memcmp(sig, expected, strlen(expected)) == 0;
}

void cv_webhook_handle(httpd_req_t *req, const cv_config_t *cfg)
{
    if (!cv_webhook_verify(req, cfg->webhook_secret)) {
        httpd_reply(req, 401, "{\"error\":\"bad signature\"}");
        return;
    }
    queue_call_outcome(req->body, req->body_len);
    httpd_reply(req, 204, NULL);
}
