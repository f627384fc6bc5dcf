#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <curl/curl.h>

#include "ringlane_client.h"

rl_status rl_map_status(long http, const char *body, rl_error *err);

struct buf { char *data; size_t len; };

static size_t write_cb(void *ptr, size_t sz, size_t n, void *ud)
{
    struct buf *b = ud;
    size_t add = sz * n;
    char *p = realloc(b->data, b->len + add + 1);
    if (!p) return 0;
    b->data = p;
    memcpy(b->data + b->len, ptr, add);
    b->len += add;
    b->data[b->len] = '\0';
    return add;
}

static struct curl_slist *rl_headers(rl_client *c)
{
    char line[512];
    struct curl_slist *h = NULL;
    snprintf(line, sizeof line, "%s: %s", RL_HDR_API_KEY, c->api_key);
    h = curl_slist_append(h, line);
    snprintf(line, sizeof line, "%s: %s", RL_HDR_USER_EMAIL, c->user_email);
    h = curl_slist_append(h, line);
    h = curl_slist_append(h, "Content-Type: application/json");
    h = curl_slist_append(h, "Accept: application/json");
    return h;
}

static rl_status rl_do(rl_client *c, const char *method, const char *url,
                       const char *body, char **out, rl_error *err)
{
    CURL *curl = curl_easy_init();
    struct buf b = {0};
    long http = 0;
    rl_status st;
    struct curl_slist *h;

    if (!curl) return RL_ERR_OTHER;
    h = rl_headers(c);
    curl_easy_setopt(curl, CURLOPT_URL, url);
    curl_easy_setopt(curl, CURLOPT_CUSTOMREQUEST, method);
    curl_easy_setopt(curl, CURLOPT_HTTPHEADER, h);
    curl_easy_setopt(curl, CURLOPT_TIMEOUT, c->timeout_s > 0 ? c->timeout_s : 15L);
    curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, write_cb);
    curl_easy_setopt(curl, CURLOPT_WRITEDATA, &b);
    if (body) curl_easy_setopt(curl, CURLOPT_POSTFIELDS, body);

    if (curl_easy_perform(curl) != CURLE_OK) {
        st = RL_ERR_OTHER;
    } else {
        curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &http);
        st = rl_map_status(http, b.data, err);
    }
    if (st == RL_OK && out) { *out = b.data; b.data = NULL; }
    free(b.data);
    curl_slist_free_all(h);
    curl_easy_cleanup(curl);
    return st;
}

rl_status rl_list_contact_lists(rl_client *c, char **out_json, rl_error *err)
{
    char url[512];
    snprintf(url, sizeof url, "%s/contact-lists?limit=100", RINGLANE_BASE_URL);
    return rl_do(c, "GET", url, NULL, out_json, err);
}

rl_status rl_append_contacts(rl_client *c, const char *list_id, const char *phones_json, rl_error *err)
{
    char url[512];
    snprintf(url, sizeof url, "%s/contact-lists/%s/contacts", RINGLANE_BASE_URL, list_id);
    return rl_do(c, "POST", url, phones_json, NULL, err);
}

rl_status rl_remove_contact(rl_client *c, const char *list_id, const char *phone, rl_error *err)
{
    char url[512];
    char *esc = curl_easy_escape(NULL, phone, 0);
    snprintf(url, sizeof url, "%s/contact-lists/%s/contacts/%s", RINGLANE_BASE_URL, list_id, esc);
    curl_free(esc);
    return rl_do(c, "DELETE", url, NULL, NULL, err);
}
