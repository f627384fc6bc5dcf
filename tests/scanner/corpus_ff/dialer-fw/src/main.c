#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <curl/curl.h>

#include "cv_config.h"
#include "cv_lists.h"
#include "httpd_mini.h"
#include "provision.h"
#include "webhook.h"

static volatile sig_atomic_t g_stop;
static void on_sig(int s) { (void)s; g_stop = 1; }

int main(int argc, char **argv)
{
    const char *cfg_path = argc > 1 ? argv[1] : "/etc/dialerd/dialerd.json";
    cv_config_t cfg;

    signal(SIGTERM, on_sig);
    signal(SIGINT, on_sig);
    curl_global_init(CURL_GLOBAL_DEFAULT);

    if (cv_config_load(cfg_path, &cfg) != 0) {
        fprintf(stderr, "dialerd: cannot load %s\n", cfg_path);
        return 1;
    }

    httpd_start(8088);
    while (!g_stop) {
        httpd_req_t *req = httpd_next(1000);
        if (!req) continue;
        if (httpd_path_is(req, "/hooks/callvane"))
            cv_webhook_handle(req, &cfg);
        else
            httpd_reply(req, 404, NULL);
        httpd_req_free(req);
    }
    curl_global_cleanup();
    return 0;
}
