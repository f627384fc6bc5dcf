#ifndef CV_ERRORS_H
#define CV_ERRORS_H

#include <stddef.h>

enum cv_err_kind {
    CV_ERR_NONE = 0,
    CV_ERR_BAD_KEY,
    CV_ERR_NO_USER,
    CV_ERR_USER_NOT_FOUND,
    CV_ERR_LIST_NOT_FOUND,
    CV_ERR_IDP_DOWN,
    CV_ERR_API_DISABLED,
    CV_ERR_RATE_LIMITED,
    CV_ERR_OTHER
};

typedef struct cv_field_error {
    char path[96];
    char message[160];
} cv_field_error_t;

typedef struct cv_error {
    long status;
    enum cv_err_kind kind;
    char error[256];          /* flat "error" string from the response body */
    cv_field_error_t details[8];
    size_t n_details;
} cv_error_t;

int cv_error_parse(long status, const char *body, cv_error_t *out);
int cv_status_is_retryable(long status);
const char *cv_err_kind_str(enum cv_err_kind k);

#endif
