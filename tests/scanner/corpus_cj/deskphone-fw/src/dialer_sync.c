#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <curl/curl.h>
#include "dialer_sync.h"
#include "http_util.h"

static const long RL_RETRY_STATUSES[] = { 429, 502 };

static int rl_should_retry(long status)
{
    size_t i;
    for (i = 0; i < sizeof RL_RETRY_STATUSES / sizeof RL_RETRY_STATUSES[0]; i++)
        if (RL_RETRY_STATUSES[i] == status) return 1;
    return 0;
}

static long rl_call(const dialer_sync_cfg *cfg, const char *method, const char *url,
                    const char *body, http_buf *out)
{
    char key_hdr[192], user_hdr[192];
    long status = 0;
    int attempt;

    snprintf(key_hdr, sizeof key_hdr, "X-Api-Key: %s", cfg->api_key);
    snprintf(user_hdr, sizeof user_hdr, "X-User-Id: %s", cfg->agent_id);

    for (attempt = 0; attempt <= cfg->max_retries; attempt++) {
        CURL *c = curl_easy_init();
        struct curl_slist *h = NULL;
        h = curl_slist_append(h, key_hdr);
        h = curl_slist_append(h, user_hdr);
        h = curl_slist_append(h, "Content-Type: application/json");
        curl_easy_setopt(c, CURLOPT_URL, url);
        curl_easy_setopt(c, CURLOPT_CUSTOMREQUEST, method);
        curl_easy_setopt(c, CURLOPT_HTTPHEADER, h);
        curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, http_buf_write);
        curl_easy_setopt(c, CURLOPT_WRITEDATA, out);
        if (body) curl_easy_setopt(c, CURLOPT_POSTFIELDS, body);
        curl_easy_perform(c);
        curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &status);
        curl_slist_free_all(h);
        curl_easy_cleanup(c);
        if (!rl_should_retry(status)) break;
        http_sleep_backoff(attempt);
    }
    return status;
}

int dialer_sync_fetch(const dialer_sync_cfg *cfg, const char *list_id, char **out)
{
    char url[384];
    http_buf b = {0};
    long st;

    snprintf(url, sizeof url, "%s/contact-lists/%s", cfg->api_root, list_id);
    st = rl_call(cfg, "GET", url, NULL, &b);
    if (st == 503) {
        fprintf(stderr, "[dialer] Ringlane API disabled for this tenant, hiding call list\n");
        free(b.data);
        return -3;
    }
    if (st != 200) { free(b.data); return -1; }
    *out = b.data;
    return 0;
}

int dialer_sync_mark_called(const dialer_sync_cfg *cfg, const char *list_id, const char *e164)
{
    char url[384];
    http_buf b = {0};
    long st;

    snprintf(url, sizeof url, "%s/contact-lists/%s/contacts/%s", cfg->api_root, list_id, e164);
    st = rl_call(cfg, "DELETE", url, NULL, &b);
    free(b.data);
    return (st == 204 || st == 200) ? 0 : -1;
}
