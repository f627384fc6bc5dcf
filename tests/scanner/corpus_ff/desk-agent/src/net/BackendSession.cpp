#include "BackendSession.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkReply>

// Talks to OUR backend (desk.northbeam.io/api), not to Callvane.
BackendSession::BackendSession(QUrl base, QString userEmail, QObject *parent)
    : QObject(parent), m_base(std::move(base)), m_userEmail(std::move(userEmail))
{
}

QNetworkRequest BackendSession::request(const QString &path) const
{
    QNetworkRequest req(m_base.resolved(QUrl(path)));
    req.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
    req.setRawHeader("X-User-Email", m_userEmail.toUtf8());
    req.setRawHeader("X-Client", "desk-agent/4.7");
    return req;
}

void BackendSession::postDisposition(const QString &callId, const QString &code)
{
    const QJsonObject body{{"callId", callId}, {"disposition", code}};
    QNetworkReply *r = m_nam.post(request(QStringLiteral("dispositions")),
                                  QJsonDocument(body).toJson(QJsonDocument::Compact));
    connect(r, &QNetworkReply::finished, this, [this, r]() {
        r->deleteLater();
        const int status = r->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        if (status == 401) {
            emit sessionExpired();
            return;
        }
        if (status == 502 || status == 503) {
            // our load balancer during deploys; queue and retry later
            m_pending.enqueue(r->request());
            return;
        }
        if (status >= 400) {
            const QJsonObject err = QJsonDocument::fromJson(r->readAll()).object();
            emit failed(err.value(QStringLiteral("error")).toString());
        }
    });
}
