#include <gtest/gtest.h>
#include <cstring>

extern "C" {
#include "cv_config.h"
#include "httpd_mini.h"
#include "webhook.h"
}

namespace {
// HMAC-SHA256("{\"call_id\":\"c1\"}", "whsec_test") precomputed
constexpr const char *kSig = "6c0b4b1c0a9d5f2e1b83b79b3ad4bb1e0f7e8f1c2a4d7c2b9e0d6f3a1c5b8e77";

httpd_req_t make_req(const char *sig)
{
    httpd_req_t r{};
    r.body = "{\"call_id\":\"c1\"}";
    r.body_len = std::strlen(r.body);
    if (sig)
        httpd_req_set_header(&r, "X-Callvane-Signature", sig);
    return r;
}
} // namespace

TEST(Webhook, RejectsMissingSignature)
{
    auto r = make_req(nullptr);
    EXPECT_EQ(cv_webhook_verify(&r, "whsec_test"), 0);
}

TEST(Webhook, RejectsWrongSecret)
{
    auto r = make_req(kSig);
    EXPECT_EQ(cv_webhook_verify(&r, "other"), 0);
}
