#include "BackendClient.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkReply>
#include <QNetworkRequest>

// Client for Brightline's own backend (app.brightline.io). Not CallHarbor.

BackendClient::BackendClient(QNetworkAccessManager* nam, const QString& baseUrl, QObject* parent)
    : QObject(parent), m_nam(nam), m_baseUrl(baseUrl)
{
}

QNetworkRequest BackendClient::request(const QString& path) const
{
    QNetworkRequest req(QUrl(m_baseUrl + path));
    req.setRawHeader("Authorization", "Bearer " + m_ssoToken.toUtf8());
    req.setRawHeader("X-User-Id", m_userId.toUtf8());
    req.setRawHeader("X-Client", "harborphone/" HARBORPHONE_VERSION);
    return req;
}

void BackendClient::logCall(const CallRecord& rec)
{
    const QJsonObject body{{"number", rec.number}, {"durationSec", rec.durationSec}, {"outcome", rec.outcome}};
    QNetworkReply* reply = m_nam->post(request(QStringLiteral("/v1/calls")), QJsonDocument(body).toJson());
    connect(reply, &QNetworkReply::finished, this, [this, reply]() {
        reply->deleteLater();
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        if (status == 503 || status == 502) {
            // backend deploys take ~30s; queue locally and flush later
            m_pending.enqueue(reply->request());
            return;
        }
        if (status == 404) {
            const QString msg = QJsonDocument::fromJson(reply->readAll()).object().value("error").toString();
            emit backendError(msg.isEmpty() ? tr("user not found") : msg);
        }
    });
}
