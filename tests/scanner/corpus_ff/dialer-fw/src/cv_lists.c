/* Contact list sync for the kiosk dialer queue. */
#include <stdio.h>
#include <cjson/cJSON.h>

#include "cv_http.h"
#include "cv_lists.h"

int cv_list_fetch_all(const cv_config_t *cfg, cv_response_t *out)
{
    return cv_request(cfg, "GET", "/contact-lists?limit=200", NULL, out);
}

int cv_list_create(const cv_config_t *cfg, const char *name, cv_response_t *out)
{
    char body[256];
    snprintf(body, sizeof body, "{\"name\":\"%s\",\"source\":\"kiosk\"}", name);
    return cv_request(cfg, "POST", "/contact-lists", body, out);
}

int cv_list_delete(const cv_config_t *cfg, const char *list_id, cv_response_t *out)
{
    char path[128];
    snprintf(path, sizeof path, "/contact-lists/%s", list_id);
    return cv_request(cfg, "DELETE", path, NULL, out);
}

int cv_list_append(const cv_config_t *cfg, const char *list_id, const char *const *phones,
                   size_t n, cv_response_t *out)
{
    char path[160];
    cJSON *root = cJSON_CreateObject();
    cJSON *arr = cJSON_AddArrayToObject(root, "contacts");
    size_t i;
    char *body;
    int rc;

    for (i = 0; i < n; i++) {
        cJSON *c = cJSON_CreateObject();
        cJSON_AddStringToObject(c, "phone", phones[i]);
        cJSON_AddItemToArray(arr, c);
    }
    body = cJSON_PrintUnformatted(root);
    snprintf(path, sizeof path, "/contact-lists/%s/contacts", list_id);
    rc = cv_request(cfg, "POST", path, body, out);
    cJSON_free(body);
    cJSON_Delete(root);
    return rc;
}

int cv_list_remove_phone(const cv_config_t *cfg, const char *list_id, const char *e164,
                         cv_response_t *out)
{
    char path[200];
    snprintf(path, sizeof path, "/contact-lists/%s/contacts/%s", list_id, e164);
    return cv_request(cfg, "DELETE", path, NULL, out);
}
