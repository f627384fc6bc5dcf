#include <stdio.h>
#include <string.h>
#include <curl/curl.h>
#include "fw_config.h"
#include "http_util.h"

/* Pull device config from the provisioning server (our own service). */
int prov_fetch(const char *mac, const char *device_token, http_buf *out)
{
    char url[256], hdr[160];
    long status = 0;
    int attempt;
    snprintf(url, sizeof url, "%s/%s/config", PROV_SERVER, mac);
    snprintf(hdr, sizeof hdr, "x-api-key: %s", device_token);
    for (attempt = 0; attempt < 4; attempt++) {
        CURL *c = curl_easy_init();
        struct curl_slist *h = curl_slist_append(NULL, hdr);
        curl_easy_setopt(c, CURLOPT_URL, url);
        curl_easy_setopt(c, CURLOPT_HTTPHEADER, h);
        curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, http_buf_write);
        curl_easy_setopt(c, CURLOPT_WRITEDATA, out);
        curl_easy_perform(c);
        curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &status);
        curl_slist_free_all(h);
        curl_easy_cleanup(c);
        if (status == 404) {
            fprintf(stderr, "device %s not registered\n", mac);
            return -2;
        }
        if (!http_is_retryable(status)) break;
        http_sleep_backoff(attempt);
    }
    return status == 200 ? 0 : -1;
}
