#include <gtest/gtest.h>

#include "calling/CallvaneError.h"

using callvane::CallvaneError;

TEST(CallvaneErrorTest, ParsesFlatErrorAndDetails)
{
    const QByteArray body = R"({"error":"validation failed","details":[{"path":"contacts[0].phone","message":"invalid E.164"}]})";
    const auto e = CallvaneError::fromReply(400, body);
    EXPECT_EQ(e.error, QStringLiteral("validation failed"));
    ASSERT_EQ(e.details.size(), 1);
    EXPECT_EQ(e.details[0].path, QStringLiteral("contacts[0].phone"));
}

TEST(CallvaneErrorTest, Returns404UserNotFound)
{
    const auto e = CallvaneError::fromReply(404, R"({"error":"user not found"})");
    EXPECT_TRUE(e.isUserNotFound());
}

TEST(CallvaneErrorTest, ListNotFoundIsNotUserNotFound)
{
    const auto e = CallvaneError::fromReply(404, R"({"error":"contact list not found"})");
    EXPECT_FALSE(e.isUserNotFound());
}

TEST(CallvaneErrorTest, Maps502ToTransient)
{
    EXPECT_TRUE(CallvaneError::fromReply(502, "").isTransient());
    EXPECT_FALSE(CallvaneError::fromReply(401, "").isTransient());
}

TEST(CallvaneErrorTest, Handles503Disabled)
{
    EXPECT_TRUE(CallvaneError::fromReply(503, "{}").isApiDisabled());
}

TEST(CallvaneErrorTest, NonJsonBodyIsKeptVerbatim)
{
    const auto e = CallvaneError::fromReply(500, "<html>oops</html>");
    EXPECT_TRUE(e.details.isEmpty());
}
