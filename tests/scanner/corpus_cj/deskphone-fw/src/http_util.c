#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "http_util.h"

size_t http_buf_write(void *ptr, size_t sz, size_t n, void *ud)
{
    http_buf *b = ud;
    size_t add = sz * n;
    char *p = realloc(b->data, b->len + add + 1);
    if (!p) return 0;
    b->data = p;
    memcpy(b->data + b->len, ptr, add);
    b->len += add;
    b->data[b->len] = 0;
    return add;
}

/* Used for firmware image downloads and the provisioning server. */
int http_is_retryable(long status)
{
    return status == 408 || status == 429 || status == 502 || status == 503 || status == 504;
}

void http_sleep_backoff(int attempt)
{
    unsigned s = 1u << (attempt > 5 ? 5 : attempt);
    sleep(s);
}
