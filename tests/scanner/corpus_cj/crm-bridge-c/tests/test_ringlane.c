#include <assert.h>
#include <string.h>
#include <stdio.h>
#include "ringlane_client.h"

rl_status rl_map_status(long http, const char *body, rl_error *err);

static void test_404_user_not_found(void)
{
    rl_error e;
    assert(rl_map_status(404, "{\"error\":\"user not found\",\"details\":[]}", &e) == RL_ERR_USER_NOT_FOUND);
    assert(strcmp(e.message, "user not found") == 0);
}

static void test_404_list_missing(void)
{
    rl_error e;
    assert(rl_map_status(404, "{\"error\":\"contact list not found\"}", &e) == RL_ERR_LIST_NOT_FOUND);
}

static void test_502_is_transient(void)
{
    rl_error e;
    assert(rl_map_status(502, "{\"error\":\"identity provider unreachable\"}", &e) == RL_ERR_IDP_DOWN);
}

static void test_200(void)
{
    rl_error e;
    assert(rl_map_status(200, "{\"data\":[]}", &e) == RL_OK);
}

int main(void)
{
    test_404_user_not_found();
    test_404_list_missing();
    test_502_is_transient();
    test_200();
    puts("ok");
    return 0;
}
