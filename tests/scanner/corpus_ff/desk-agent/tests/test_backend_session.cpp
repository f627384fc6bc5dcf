#include <gtest/gtest.h>

#include "fake_http_server.h"
#include "net/BackendSession.h"

TEST(BackendSessionTest, AddsUserEmailHeaderForOwnBackend)
{
    FakeHttpServer server;
    server.start();
    server.respond(204, "");
    BackendSession s(QUrl(server.url() + "/api/"), QStringLiteral("agent@northbeam.io"));
    s.postDisposition(QStringLiteral("call_1"), QStringLiteral("NO_ANSWER"));
    ASSERT_TRUE(server.waitForRequest());
    EXPECT_EQ(server.lastRequest().header("X-User-Email"), "agent@northbeam.io");
    EXPECT_EQ(server.lastRequest().path, "/api/dispositions");
}

TEST(BackendSessionTest, Queues503DuringDeploy)
{
    FakeHttpServer server;
    server.start();
    server.respond(503, R"({"error":"maintenance"})");
    BackendSession s(QUrl(server.url() + "/api/"), QStringLiteral("agent@northbeam.io"));
    s.postDisposition(QStringLiteral("call_2"), QStringLiteral("SALE"));
    ASSERT_TRUE(server.waitForRequest());
    EXPECT_EQ(s.pendingCount(), 1);
}
