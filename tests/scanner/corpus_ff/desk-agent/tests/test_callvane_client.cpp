#include <gtest/gtest.h>

#include <QCoreApplication>
#include <QSignalSpy>

#include "calling/CallvaneClient.h"
#include "calling/CallvaneEndpoints.h"
#include "fake_http_server.h"

using namespace callvane;

class CallvaneClientTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        server.start();
        cfg.baseUrl = server.url() + "/api/public/v1";
        cfg.apiKey = QStringLiteral("test-key");
        cfg.actingUserEmail = QStringLiteral("agent@northbeam.io");
        cfg.maxRetries = 1;
    }

    FakeHttpServer server;
    ClientConfig cfg;
};

TEST_F(CallvaneClientTest, SendsKeyAndActingUser)
{
    server.respond(200, R"({"items":[]})");
    CallvaneClient client(cfg);
    bool done = false;
    client.listContactLists([&](const QJsonDocument &, const CallvaneError *) { done = true; });
    ASSERT_TRUE(server.waitForRequest());
    EXPECT_EQ(server.lastRequest().path, "/api/public/v1/contact-lists");
    EXPECT_EQ(server.lastRequest().header("x-api-key"), "test-key");
    EXPECT_EQ(server.lastRequest().header("x-user-email"), "agent@northbeam.io");
}

TEST_F(CallvaneClientTest, AppendContactsPostsPhones)
{
    server.respond(201, R"({"added":2})");
    CallvaneClient client(cfg);
    client.appendContacts("cl_42", {"+14155550100", "+14155550101"}, [](auto &&, auto) {});
    ASSERT_TRUE(server.waitForRequest());
    EXPECT_EQ(server.lastRequest().method, "POST");
    EXPECT_EQ(server.lastRequest().path, "/api/public/v1/contact-lists/cl_42/contacts");
}

TEST_F(CallvaneClientTest, Emits503AsApiDisabled)
{
    server.respond(503, R"({"error":"API disabled on the server"})");
    CallvaneClient client(cfg);
    QSignalSpy spy(&client, &CallvaneClient::apiDisabled);
    client.listContactLists([](auto &&, auto) {});
    ASSERT_TRUE(spy.wait(2000));
}

TEST_F(CallvaneClientTest, RetriesOnceOn502)
{
    server.respond(502, R"({"error":"identity provider unreachable"})");
    server.respond(200, R"({"items":[]})");
    CallvaneClient client(cfg);
    client.listContactLists([](auto &&, auto) {});
    EXPECT_TRUE(server.waitForRequests(2));
}
