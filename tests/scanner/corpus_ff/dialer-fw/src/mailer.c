/* Subscribes kiosk leads to the marketing newsletter through our mailer service. */
#include <stdio.h>
#include <curl/curl.h>
#include <cjson/cJSON.h>

#include "mailer.h"

int mailer_subscribe(const char *mailer_url, const char *key, const char *list_id,
                     const char *email)
{
    char url[256], hdr[160];
    struct curl_slist *h = NULL;
    long status = 0;
    cJSON *root = cJSON_CreateObject();
    char *body;
    CURL *c = curl_easy_init();
    if (!c) return -1;

    cJSON_AddStringToObject(root, "email", email);
    body = cJSON_PrintUnformatted(root);
    snprintf(url, sizeof url, "%s/contact-lists/%s/members", mailer_url, list_id);
    snprintf(hdr, sizeof hdr, "x-api-key: %s", key);
    h = curl_slist_append(h, hdr);
    h = curl_slist_append(h, "Content-Type: application/json");
    curl_easy_setopt(c, CURLOPT_URL, url);
    curl_easy_setopt(c, CURLOPT_HTTPHEADER, h);
    curl_easy_setopt(c, CURLOPT_POSTFIELDS, body);
    curl_easy_perform(c);
    curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &status);

    curl_slist_free_all(h);
    curl_easy_cleanup(c);
    cJSON_free(body);
    cJSON_Delete(root);
    return status == 200 || status == 201 ? 0 : -1;
}
