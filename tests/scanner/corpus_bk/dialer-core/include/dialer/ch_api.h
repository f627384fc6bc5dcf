#ifndef DIALER_CH_API_H
#define DIALER_CH_API_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* CallHarbor public API (calling vendor). */
#ifndef CH_API_BASE
#define CH_API_BASE "https://api.callharbor.io/api/public/v1"
#endif

#define CH_HDR_API_KEY   "x-api-key: "
#define CH_HDR_USER_ID   "x-user-id: "
#define CH_HDR_JSON      "Content-Type: application/json"

typedef enum {
    CH_OK = 0,
    CH_ERR_AUTH,          /* bad key */
    CH_ERR_NO_USER,       /* acting user missing / unknown */
    CH_ERR_IDP_DOWN,      /* vendor's identity provider unreachable */
    CH_ERR_DISABLED,      /* public API switched off */
    CH_ERR_NOT_FOUND,
    CH_ERR_RATE_LIMITED,
    CH_ERR_TRANSPORT,
    CH_ERR_OTHER
} ch_status;

typedef struct {
    const char *api_key;
    const char *idp_user_id;
    long timeout_ms;
} ch_config;

typedef struct {
    ch_status status;
    long http_code;
    char message[256];
} ch_result;

ch_result ch_create_list(const ch_config *cfg, const char *name, char *out_id, size_t out_len);
ch_result ch_delete_list(const ch_config *cfg, const char *list_id);
ch_result ch_add_contact(const ch_config *cfg, const char *list_id, const char *phone);

#ifdef __cplusplus
}
#endif

#endif
