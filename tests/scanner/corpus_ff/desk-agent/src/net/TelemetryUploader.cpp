#include "TelemetryUploader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkReply>

// Telemetry goes through our AWS API Gateway stage; it uses a usage-plan key.
TelemetryUploader::TelemetryUploader(QUrl endpoint, QByteArray apiKey, QObject *parent)
    : QObject(parent), m_endpoint(std::move(endpoint)), m_key(std::move(apiKey))
{
}

void TelemetryUploader::flush()
{
    if (m_events.isEmpty())
        return;
    QNetworkRequest req(m_endpoint);
    req.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
    req.setRawHeader("x-api-key", m_key);
    QJsonArray batch;
    for (const auto &e : std::as_const(m_events))
        batch.append(e);
    QNetworkReply *r = m_nam.post(req, QJsonDocument(batch).toJson(QJsonDocument::Compact));
    connect(r, &QNetworkReply::finished, this, [this, r]() {
        r->deleteLater();
        const int status = r->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        if (status == 403) {
            qWarning("telemetry: API Gateway rejected key, disabling");
            m_enabled = false;
        } else if (status == 502 || status == 503 || status == 504) {
            return; // keep events, retry on next flush
        }
        m_events.clear();
    });
}
