/* GitHub release webhook -> triggers OTA staging on the lab gateway. */
#include <string.h>
#include <openssl/crypto.h>
#include <openssl/hmac.h>

#include "httpd_mini.h"

int ota_verify_github(const httpd_req_t *req, const char *secret)
{
    unsigned char mac[32];
    unsigned mac_len = 0;
    char hex[65];
    const char *sig = httpd_req_header(req, "X-Hub-Signature-256");
    int i;

    if (!sig || strncmp(sig, "sha256=", 7) != 0)
        return 0;
    HMAC(EVP_sha256(), secret, (int)strlen(secret), (const unsigned char *)req->body,
         req->body_len, mac, &mac_len);
    for (i = 0; i < 32; i++)
        sprintf(hex + 2 * i, "%02x", mac[i]);
    return CRYPTO_memcmp(sig + 7, hex, 64) == 0;
}

void ota_webhook_handle(httpd_req_t *req, const char *secret)
{
    const char *event = httpd_req_header(req, "X-GitHub-Event");
    if (!ota_verify_github(req, secret)) {
        httpd_reply(req, 401, "{\"error\":\"invalid signature\"}");
        return;
    }
    if (event && strcmp(event, "release") == 0)
        ota_stage_from_release(req->body, req->body_len);
    httpd_reply(req, 202, NULL);
}
