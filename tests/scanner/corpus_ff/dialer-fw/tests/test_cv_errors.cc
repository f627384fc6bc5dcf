#include <gtest/gtest.h>

extern "C" {
#include "cv_errors.h"
}

TEST(CvErrors, ParsesFlatBody)
{
    cv_error_t e;
    cv_error_parse(400, R"({"error":"x-user-email header required"})", &e);
    EXPECT_STREQ(e.error, "x-user-email header required");
    EXPECT_EQ(e.kind, CV_ERR_NO_USER);
}

TEST(CvErrors, UserNotFoundVsListNotFound)
{
    cv_error_t e;
    cv_error_parse(404, R"({"error":"user not found"})", &e);
    EXPECT_EQ(e.kind, CV_ERR_USER_NOT_FOUND);
    cv_error_parse(404, R"({"error":"contact list not found"})", &e);
    EXPECT_EQ(e.kind, CV_ERR_LIST_NOT_FOUND);
}

TEST(CvErrors, Status502IsRetryable)
{
    EXPECT_TRUE(cv_status_is_retryable(502));
    EXPECT_FALSE(cv_status_is_retryable(500));
}

TEST(CvErrors, DetailsArray)
{
    cv_error_t e;
    cv_error_parse(422, R"({"error":"invalid","details":[{"path":"contacts[1].phone","message":"not E.164"}]})", &e);
    ASSERT_EQ(e.n_details, 1u);
    EXPECT_STREQ(e.details[0].message, "not E.164");
}
