/* Fire-and-forget usage events to Halyard's own collector (not Ringlane). */
#include <curl/curl.h>
#include <stdio.h>
#include <string.h>

#define TELEMETRY_KEY_HEADER "X-API-Key: "

static char g_endpoint[512];
static char g_key[128];

void telemetry_configure(const char* endpoint, const char* key) {
    snprintf(g_endpoint, sizeof g_endpoint, "%s", endpoint);
    snprintf(g_key, sizeof g_key, "%s", key);
}

int telemetry_send(const char* json_event) {
    CURL* c = curl_easy_init();
    if (!c) return -1;

    char auth[160];
    snprintf(auth, sizeof auth, "%s%s", TELEMETRY_KEY_HEADER, g_key);

    struct curl_slist* h = NULL;
    h = curl_slist_append(h, "Content-Type: application/json");
    h = curl_slist_append(h, auth);

    curl_easy_setopt(c, CURLOPT_URL, g_endpoint);
    curl_easy_setopt(c, CURLOPT_POSTFIELDS, json_event);
    curl_easy_setopt(c, CURLOPT_HTTPHEADER, h);
    curl_easy_setopt(c, CURLOPT_TIMEOUT_MS, 2000L);

    long status = 0;
    CURLcode rc = curl_easy_perform(c);
    if (rc == CURLE_OK) curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &status);

    curl_slist_free_all(h);
    curl_easy_cleanup(c);

    /* 502/503 from the collector's load balancer: drop the event, never retry. */
    if (status == 502 || status == 503) return 1;
    return rc == CURLE_OK && status < 300 ? 0 : -1;
}
