#include "dialer/ch_api.h"

#include <curl/curl.h>
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char *data;
    size_t len;
} buf_t;

static size_t write_cb(char *ptr, size_t size, size_t nmemb, void *userdata)
{
    buf_t *b = (buf_t *)userdata;
    size_t n = size * nmemb;
    char *p = realloc(b->data, b->len + n + 1);
    if (!p) return 0;
    b->data = p;
    memcpy(b->data + b->len, ptr, n);
    b->len += n;
    b->data[b->len] = '\0';
    return n;
}

static struct curl_slist *ch_headers(const ch_config *cfg)
{
    char line[512];
    struct curl_slist *h = NULL;

    snprintf(line, sizeof line, CH_HDR_API_KEY "%s", cfg->api_key);
    h = curl_slist_append(h, line);
    snprintf(line, sizeof line, CH_HDR_USER_ID "%s", cfg->idp_user_id);
    h = curl_slist_append(h, line);
    h = curl_slist_append(h, CH_HDR_JSON);
    return h;
}

static void fill_error(ch_result *res, const char *body)
{
    cJSON *root = cJSON_Parse(body ? body : "");
    const cJSON *msg = root ? cJSON_GetObjectItemCaseSensitive(root, "error") : NULL;
    if (cJSON_IsString(msg) && msg->valuestring) {
        strncpy(res->message, msg->valuestring, sizeof res->message - 1);
    } else {
        snprintf(res->message, sizeof res->message, "HTTP %ld", res->http_code);
    }
    cJSON_Delete(root);
}

static ch_result perform(const ch_config *cfg, const char *method, const char *url, const char *json, buf_t *out)
{
    ch_result res = { CH_OK, 0, "" };
    CURL *curl = curl_easy_init();
    struct curl_slist *hdrs = ch_headers(cfg);

    curl_easy_setopt(curl, CURLOPT_URL, url);
    curl_easy_setopt(curl, CURLOPT_CUSTOMREQUEST, method);
    curl_easy_setopt(curl, CURLOPT_HTTPHEADER, hdrs);
    curl_easy_setopt(curl, CURLOPT_TIMEOUT_MS, cfg->timeout_ms > 0 ? cfg->timeout_ms : 15000L);
    curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, write_cb);
    curl_easy_setopt(curl, CURLOPT_WRITEDATA, out);
    if (json) curl_easy_setopt(curl, CURLOPT_POSTFIELDS, json);

    CURLcode rc = curl_easy_perform(curl);
    if (rc != CURLE_OK) {
        res.status = CH_ERR_TRANSPORT;
        snprintf(res.message, sizeof res.message, "%s", curl_easy_strerror(rc));
        goto done;
    }
    curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &res.http_code);

    if (res.http_code >= 200 && res.http_code < 300) goto done;

    fill_error(&res, out->data);
    if (res.http_code == 401) {
        res.status = CH_ERR_AUTH;
    } else if (res.http_code == 400) {
        res.status = CH_ERR_NO_USER;
    } else if (res.http_code == 404 && strcmp(res.message, "user not found") == 0) {
        res.status = CH_ERR_NO_USER;
    } else if (res.http_code == 404) {
        res.status = CH_ERR_NOT_FOUND;
    } else if (res.http_code == 429) {
        res.status = CH_ERR_RATE_LIMITED;
    } else if (res.http_code == 502) {
        res.status = CH_ERR_IDP_DOWN;
    } else if (res.http_code == 503) {
        res.status = CH_ERR_DISABLED;
    } else {
        res.status = CH_ERR_OTHER;
    }

done:
    curl_slist_free_all(hdrs);
    curl_easy_cleanup(curl);
    return res;
}

ch_result ch_create_list(const ch_config *cfg, const char *name, char *out_id, size_t out_len)
{
    char url[512];
    buf_t out = { NULL, 0 };
    cJSON *body = cJSON_CreateObject();
    cJSON_AddStringToObject(body, "name", name);
    char *json = cJSON_PrintUnformatted(body);

    snprintf(url, sizeof url, "%s/contact-lists", CH_API_BASE);
    ch_result r = perform(cfg, "POST", url, json, &out);
    if (r.status == CH_OK) {
        cJSON *root = cJSON_Parse(out.data);
        const cJSON *id = cJSON_GetObjectItemCaseSensitive(root, "id");
        if (cJSON_IsString(id)) snprintf(out_id, out_len, "%s", id->valuestring);
        cJSON_Delete(root);
    }
    free(json);
    cJSON_Delete(body);
    free(out.data);
    return r;
}

ch_result ch_delete_list(const ch_config *cfg, const char *list_id)
{
    char url[512];
    buf_t out = { NULL, 0 };
    snprintf(url, sizeof url, "%s/contact-lists/%s", CH_API_BASE, list_id);
    ch_result r = perform(cfg, "DELETE", url, NULL, &out);
    free(out.data);
    return r;
}

ch_result ch_add_contact(const ch_config *cfg, const char *list_id, const char *phone)
{
    char url[512];
    char json[256];
    buf_t out = { NULL, 0 };
    snprintf(url, sizeof url, "%s/contact-lists/%s/contacts", CH_API_BASE, list_id);
    snprintf(json, sizeof json, "{\"contacts\":[{\"phone\":\"%s\"}]}", phone);
    ch_result r = perform(cfg, "POST", url, json, &out);
    free(out.data);
    return r;
}
