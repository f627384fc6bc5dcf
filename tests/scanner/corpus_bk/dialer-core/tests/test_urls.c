/* Smoke test: build the URLs without hitting the network. */
#define CH_API_BASE "http://127.0.0.1:18080/mock"
#include "dialer/ch_api.h"

#include <assert.h>
#include <stdio.h>
#include <string.h>

int main(void)
{
    ch_config cfg = { "${CALLING_KEY}", "00u1abcdEFGH2345", 2000 };
    char id[64] = "";
    ch_result r = ch_create_list(&cfg, "smoke", id, sizeof id);
    /* nothing listens on 18080 in CI, so we only check we fail cleanly */
    assert(r.status == CH_ERR_TRANSPORT || r.status == CH_OK);
    printf("ok (%s)\n", r.message);
    return 0;
}
