#include <stdio.h>
#include <stdlib.h>
#include "ringlane_client.h"

int rl_load_config(const char *path, rl_client *c);
int send_report(const char *sg_key, const char *audit_key, const char *json);

int main(int argc, char **argv)
{
    rl_client c;
    rl_error err = {0};
    char *lists = NULL;
    const char *cfg = argc > 1 ? argv[1] : "/etc/crm-bridge/bridge.ini";

    if (rl_load_config(cfg, &c) != 0) {
        fprintf(stderr, "missing Ringlane API key\n");
        return 2;
    }
    switch (rl_list_contact_lists(&c, &lists, &err)) {
    case RL_OK:
        printf("%s\n", lists);
        free(lists);
        break;
    case RL_ERR_IDP_DOWN:
        fprintf(stderr, "identity provider down, retry later\n");
        return 75;
    default:
        fprintf(stderr, "ringlane: %ld %s\n", err.http_status, err.message);
        return 1;
    }
    send_report(getenv("SENDGRID_API_KEY"), getenv("AUDIT_API_KEY"), "{}");
    return 0;
}
