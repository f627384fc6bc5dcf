/* Thin libcurl wrapper for the Callvane public API. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <curl/curl.h>

#include "cv_config.h"
#include "cv_errors.h"
#include "cv_http.h"

struct membuf { char *data; size_t len; };

static size_t on_body(char *ptr, size_t sz, size_t n, void *ud)
{
    struct membuf *b = ud;
    size_t add = sz * n;
    char *p = realloc(b->data, b->len + add + 1);
    if (!p) return 0;
    b->data = p;
    memcpy(b->data + b->len, ptr, add);
    b->len += add;
    b->data[b->len] = '\0';
    return add;
}

static struct curl_slist *cv_headers(const cv_config_t *cfg)
{
    char line[300];
    struct curl_slist *h = NULL;

    h = curl_slist_append(h, "Content-Type: application/json");
    h = curl_slist_append(h, "Accept: application/json");
    snprintf(line, sizeof line, "x-api-key: %s", cfg->api_key);
    h = curl_slist_append(h, line);
    if (cfg->acting_user_email[0]) {
        snprintf(line, sizeof line, "X-User-Email: %s", cfg->acting_user_email);
        h = curl_slist_append(h, line);
    } else if (cfg->acting_user_id[0]) {
        snprintf(line, sizeof line, "X-User-Id: %s", cfg->acting_user_id);
        h = curl_slist_append(h, line);
    }
    return h;
}

int cv_request(const cv_config_t *cfg, const char *method, const char *path,
               const char *json_body, cv_response_t *resp)
{
    char url[512];
    const char *base = cfg->base_url[0] ? cfg->base_url : CV_DEFAULT_BASE_URL;
    struct membuf buf = {0};
    int attempt;
    CURLcode rc = CURLE_OK;

    snprintf(url, sizeof url, "%s%s", base, path);

    for (attempt = 0; attempt < 3; attempt++) {
        CURL *c = curl_easy_init();
        struct curl_slist *h = cv_headers(cfg);
        if (!c) return -1;

        curl_easy_setopt(c, CURLOPT_URL, url);
        curl_easy_setopt(c, CURLOPT_CUSTOMREQUEST, method);
        curl_easy_setopt(c, CURLOPT_HTTPHEADER, h);
        curl_easy_setopt(c, CURLOPT_TIMEOUT, cfg->timeout_s > 0 ? cfg->timeout_s : 10L);
        curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, on_body);
        curl_easy_setopt(c, CURLOPT_WRITEDATA, &buf);
        if (json_body)
            curl_easy_setopt(c, CURLOPT_POSTFIELDS, json_body);

        rc = curl_easy_perform(c);
        curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &resp->status);
        curl_slist_free_all(h);
        curl_easy_cleanup(c);

        if (rc == CURLE_OK && !cv_status_is_retryable(resp->status))
            break;
        free(buf.data);
        buf.data = NULL;
        buf.len = 0;
        sleep_ms(250 << attempt);
    }

    resp->body = buf.data;
    resp->body_len = buf.len;
    if (rc != CURLE_OK) return -1;
    if (resp->status >= 400)
        cv_error_parse(resp->status, resp->body, &resp->err);
    return 0;
}
