#include "CrashReporter.h"

#include <sentry.h>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QStandardPaths>

// Sentry for native crashes, plus a small feedback endpoint hosted on
// API Gateway for the "Report a problem" dialog.

static constexpr const char* kFeedbackUrl =
    "https://k3x9q2.execute-api.eu-west-1.amazonaws.com/prod/v1/feedback";
static constexpr const char* kFeedbackKey = "Q7vhd0Yx2N8pRk1LmZ4tWc9sBe6uJf3aGi5oTn0H";

void CrashReporter::init(const QString& dsn)
{
    sentry_options_t* options = sentry_options_new();
    sentry_options_set_dsn(options, dsn.toUtf8().constData());
    sentry_options_set_release(options, "harborphone@" HARBORPHONE_VERSION);
    const QString db = QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + "/crashpad";
    sentry_options_set_database_path(options, db.toUtf8().constData());
    sentry_init(options);
}

void CrashReporter::sendFeedback(QNetworkAccessManager* nam, const QByteArray& json)
{
    QNetworkRequest req{QUrl(QString::fromLatin1(kFeedbackUrl))};
    req.setHeader(QNetworkRequest::ContentTypeHeader, "application/json");
    req.setRawHeader("x-api-key", kFeedbackKey);
    QNetworkReply* reply = nam->post(req, json);
    QObject::connect(reply, &QNetworkReply::finished, reply, &QObject::deleteLater);
}

void CrashReporter::shutdown()
{
    sentry_close();
}
