#ifndef CV_CONFIG_H
#define CV_CONFIG_H

#define CV_DEFAULT_HOST      "https://api.callvane.com"
#define CV_API_VERSION       "v1"
#define CV_DEFAULT_BASE_URL  CV_DEFAULT_HOST "/api/public/" CV_API_VERSION
#define CV_SIGNATURE_HEADER  "X-Callvane-Signature"

typedef struct cv_config {
    char base_url[256];
    char api_key[128];
    char acting_user_email[128];
    char acting_user_id[64];
    char webhook_secret[128];
    long timeout_s;
} cv_config_t;

int cv_config_load(const char *path, cv_config_t *out);

#endif
