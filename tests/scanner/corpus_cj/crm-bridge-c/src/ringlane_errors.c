#include <string.h>
#include <stdio.h>
#include "ringlane_client.h"

/* Minimal extraction of "error":"..." from the response body. */
static void extract_error(const char *body, char *dst, size_t n)
{
    const char *p;
    const char *end;
    dst[0] = '\0';
    if (!body) return;
    p = strstr(body, "\"error\":\"");
    if (!p) return;
    p += 9;
    end = strchr(p, '"');
    if (!end) return;
    snprintf(dst, n, "%.*s", (int)(end - p), p);
}

rl_status rl_map_status(long http, const char *body, rl_error *err)
{
    if (err) {
        err->http_status = http;
        extract_error(body, err->message, sizeof err->message);
    }
    if (http >= 200 && http < 300) return RL_OK;

    switch (http) {
    case 401: return RL_ERR_AUTH;
    case 400: return RL_ERR_NO_USER;
    case 404:
        if (err && strcmp(err->message, "user not found") == 0)
            return RL_ERR_USER_NOT_FOUND;
        return RL_ERR_LIST_NOT_FOUND;
    case 429: return RL_ERR_RATE_LIMIT;
    case 502: return RL_ERR_IDP_DOWN;   /* identity provider unreachable, retry */
    case 503: return RL_ERR_DISABLED;   /* API disabled on the Ringlane side */
    default:  return RL_ERR_OTHER;
    }
}
