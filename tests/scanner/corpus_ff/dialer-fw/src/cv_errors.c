#include <string.h>
#include <strings.h>
#include <cjson/cJSON.h>

#include "cv_errors.h"

static void copy_str(char *dst, size_t cap, const cJSON *item)
{
    if (cJSON_IsString(item) && item->valuestring) {
        strncpy(dst, item->valuestring, cap - 1);
        dst[cap - 1] = '\0';
    }
}

int cv_status_is_retryable(long status)
{
    switch (status) {
    case 429:
    case 502: /* Callvane could not reach the identity provider */
    case 504:
        return 1;
    default:
        return 0;
    }
}

int cv_error_parse(long status, const char *body, cv_error_t *out)
{
    cJSON *root, *msg, *details, *d;

    memset(out, 0, sizeof *out);
    out->status = status;
    root = body ? cJSON_Parse(body) : NULL;
    if (root) {
        msg = cJSON_GetObjectItemCaseSensitive(root, "error");
        copy_str(out->error, sizeof out->error, msg);
        details = cJSON_GetObjectItemCaseSensitive(root, "details");
        cJSON_ArrayForEach(d, details) {
            if (out->n_details >= 8) break;
            copy_str(out->details[out->n_details].path, 96, cJSON_GetObjectItem(d, "path"));
            copy_str(out->details[out->n_details].message, 160, cJSON_GetObjectItem(d, "message"));
            out->n_details++;
        }
        cJSON_Delete(root);
    }

    if (status == 401) out->kind = CV_ERR_BAD_KEY;
    else if (status == 400) out->kind = CV_ERR_NO_USER;
    else if (status == 404 && strcasecmp(out->error, "user not found") == 0) out->kind = CV_ERR_USER_NOT_FOUND;
    else if (status == 404) out->kind = CV_ERR_LIST_NOT_FOUND;
    else if (status == 502) out->kind = CV_ERR_IDP_DOWN;
    else if (status == 503) out->kind = CV_ERR_API_DISABLED;
    else if (status == 429) out->kind = CV_ERR_RATE_LIMITED;
    else out->kind = CV_ERR_OTHER;
    return out->kind;
}

const char *cv_err_kind_str(enum cv_err_kind k)
{
    switch (k) {
    case CV_ERR_BAD_KEY: return "bad api key";
    case CV_ERR_NO_USER: return "acting user missing";
    case CV_ERR_USER_NOT_FOUND: return "acting user unknown to Callvane";
    case CV_ERR_LIST_NOT_FOUND: return "contact list not found";
    case CV_ERR_IDP_DOWN: return "identity provider unreachable";
    case CV_ERR_API_DISABLED: return "public API disabled";
    case CV_ERR_RATE_LIMITED: return "rate limited";
    default: return "error";
    }
}
