#ifndef RINGLANE_CLIENT_H
#define RINGLANE_CLIENT_H

#include <stddef.h>

#ifndef RINGLANE_BASE_URL
#define RINGLANE_BASE_URL "https://api.ringlane.io/api/public/v1"
#endif

#define RL_HDR_API_KEY    "x-api-key"
#define RL_HDR_USER_EMAIL "x-user-email"

typedef enum {
    RL_OK = 0,
    RL_ERR_AUTH,
    RL_ERR_NO_USER,
    RL_ERR_USER_NOT_FOUND,
    RL_ERR_IDP_DOWN,
    RL_ERR_DISABLED,
    RL_ERR_LIST_NOT_FOUND,
    RL_ERR_RATE_LIMIT,
    RL_ERR_OTHER
} rl_status;

typedef struct {
    char api_key[128];
    char user_email[256];
    long timeout_s;
} rl_client;

typedef struct {
    long http_status;
    char message[512];   /* copied from the "error" field */
} rl_error;

rl_status rl_list_contact_lists(rl_client *c, char **out_json, rl_error *err);
rl_status rl_append_contacts(rl_client *c, const char *list_id, const char *phones_json, rl_error *err);
rl_status rl_remove_contact(rl_client *c, const char *list_id, const char *phone, rl_error *err);

#endif
