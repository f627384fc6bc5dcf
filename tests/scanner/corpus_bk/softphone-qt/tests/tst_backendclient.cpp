#include <QtTest>
#include "../src/backend/BackendClient.h"
#include "FakeNam.h"

class TestBackendClient : public QObject {
    Q_OBJECT
private slots:
    void logCall_queuesOn503();
    void logCall_queuesOn502();
    void logCall_reportsUserNotFoundOn404();
};

void TestBackendClient::logCall_queuesOn503()
{
    FakeNam nam;
    nam.respond(503, R"({"error":"maintenance"})");
    BackendClient c(&nam, "http://localhost:9999/api");
    c.logCall({"+15550100", 12, "no-answer"});
    QCOMPARE(c.pendingCount(), 1);
}

void TestBackendClient::logCall_queuesOn502()
{
    FakeNam nam;
    nam.respond(502, "");
    BackendClient c(&nam, "http://localhost:9999/api");
    c.logCall({"+15550101", 40, "connected"});
    QCOMPARE(c.pendingCount(), 1);
}

void TestBackendClient::logCall_reportsUserNotFoundOn404()
{
    FakeNam nam;
    nam.respond(404, R"({"error":"user not found"})");
    BackendClient c(&nam, "http://localhost:9999/api");
    QSignalSpy spy(&c, &BackendClient::backendError);
    c.logCall({"+15550102", 0, "failed"});
    QCOMPARE(spy.first().first().toString(), QStringLiteral("user not found"));
}

QTEST_MAIN(TestBackendClient)
#include "tst_backendclient.moc"
