#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ringlane_client.h"

/* Reads [ringlane] section of bridge.ini; env vars win. */
int rl_load_config(const char *path, rl_client *c)
{
    char line[512];
    int in_section = 0;
    FILE *f = fopen(path, "r");
    const char *env;

    memset(c, 0, sizeof *c);
    c->timeout_s = 15;
    if (f) {
        while (fgets(line, sizeof line, f)) {
            char *eq;
            line[strcspn(line, "\r\n")] = '\0';
            if (line[0] == '[') { in_section = strcmp(line, "[ringlane]") == 0; continue; }
            if (!in_section || !(eq = strchr(line, '='))) continue;
            *eq = '\0';
            if (strcmp(line, "api_key") == 0) snprintf(c->api_key, sizeof c->api_key, "%s", eq + 1);
            else if (strcmp(line, "acting_user") == 0) snprintf(c->user_email, sizeof c->user_email, "%s", eq + 1);
            else if (strcmp(line, "timeout") == 0) c->timeout_s = atol(eq + 1);
        }
        fclose(f);
    }
    if ((env = getenv("RINGLANE_API_KEY")) != NULL) snprintf(c->api_key, sizeof c->api_key, "%s", env);
    if ((env = getenv("RINGLANE_ACTING_USER")) != NULL) snprintf(c->user_email, sizeof c->user_email, "%s", env);
    return c->api_key[0] ? 0 : -1;
}
