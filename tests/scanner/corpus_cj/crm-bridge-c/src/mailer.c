#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <curl/curl.h>

/* Sends the nightly sync report through SendGrid and our internal audit service. */
int send_report(const char *sg_key, const char *audit_key, const char *json)
{
    char hdr[256];
    struct curl_slist *h = NULL;
    CURL *curl = curl_easy_init();
    long code = 0;
    if (!curl) return -1;

    snprintf(hdr, sizeof hdr, "Authorization: Bearer %s", sg_key);
    h = curl_slist_append(h, hdr);
    h = curl_slist_append(h, "Content-Type: application/json");
    curl_easy_setopt(curl, CURLOPT_URL, "https://api.sendgrid.com/v3/mail/send");
    curl_easy_setopt(curl, CURLOPT_HTTPHEADER, h);
    curl_easy_setopt(curl, CURLOPT_POSTFIELDS, json);
    curl_easy_perform(curl);
    curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &code);
    curl_slist_free_all(h);
    h = NULL;

    /* audit service sits behind AWS API Gateway */
    snprintf(hdr, sizeof hdr, "x-api-key: %s", audit_key);
    h = curl_slist_append(h, hdr);
    h = curl_slist_append(h, "X-User-Email: crm-bridge@brightmoor.example");
    curl_easy_setopt(curl, CURLOPT_URL, "https://audit.execute-api.eu-west-1.amazonaws.com/prod/v1/events");
    curl_easy_setopt(curl, CURLOPT_HTTPHEADER, h);
    curl_easy_perform(curl);
    curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &code);
    if (code == 502 || code == 503) {
        fprintf(stderr, "audit gateway unavailable (%ld), will retry next run\n", code);
    }
    curl_slist_free_all(h);
    curl_easy_cleanup(curl);
    return code >= 200 && code < 300 ? 0 : -1;
}
