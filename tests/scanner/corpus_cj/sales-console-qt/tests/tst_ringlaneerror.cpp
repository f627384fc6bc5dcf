#include <QtTest>
#include "../src/api/RinglaneError.h"

class TstRinglaneError : public QObject {
    Q_OBJECT
private slots:
    void parsesDetails()
    {
        const auto doc = QJsonDocument::fromJson(R"({"error":"validation failed","details":[{"path":"phone","message":"invalid"}]})");
        const auto e = ringlane::ApiError::fromJson(400, doc.object());
        QCOMPARE(e.details.size(), 1);
        QCOMPARE(e.details.first().path, QStringLiteral("phone"));
    }

    void userNotFoundIs404()
    {
        const auto doc = QJsonDocument::fromJson(R"({"error":"user not found"})");
        QVERIFY(ringlane::ApiError::fromJson(404, doc.object()).isUserNotFound());
    }

    void otherErrorsAreNot503Handling()
    {
        QVERIFY(!ringlane::ApiError::fromJson(500, {}).isUserNotFound());
    }
};

QTEST_MAIN(TstRinglaneError)
#include "tst_ringlaneerror.moc"
