/* Device registry (our own service behind AWS API Gateway). */
#include <stdio.h>
#include <curl/curl.h>
#include <cjson/cJSON.h>

#include "provision.h"

int provision_register(const char *registry_url, const char *api_key, const char *serial)
{
    char url[256], hdr[200], body[128];
    struct curl_slist *h = NULL;
    long status = 0;
    CURL *c = curl_easy_init();
    if (!c) return -1;

    snprintf(url, sizeof url, "%s/devices/%s/register", registry_url, serial);
    snprintf(hdr, sizeof hdr, "x-api-key: %s", api_key);
    h = curl_slist_append(h, hdr);
    h = curl_slist_append(h, "Content-Type: application/json");
    snprintf(body, sizeof body, "{\"serial\":\"%s\",\"fw\":\"%s\"}", serial, DIALERD_VERSION);

    curl_easy_setopt(c, CURLOPT_URL, url);
    curl_easy_setopt(c, CURLOPT_HTTPHEADER, h);
    curl_easy_setopt(c, CURLOPT_POSTFIELDS, body);
    curl_easy_perform(c);
    curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &status);
    curl_slist_free_all(h);
    curl_easy_cleanup(c);

    if (status == 502 || status == 503)
        return PROVISION_RETRY;      /* gateway / lambda cold start */
    if (status == 404)
        return PROVISION_UNKNOWN;    /* serial not in registry */
    return status < 300 ? 0 : -1;
}
