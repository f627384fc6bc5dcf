#include "DialMateClient.h"
#include "DialMateConfig.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkReply>

namespace dialmate {

void DialMateClient::fetchLists(const QString& userId) {
    QNetworkRequest req(QUrl(kBaseUrl + "/contact-lists"));
    req.setRawHeader(kKeyHeader, m_key.toUtf8());
    req.setRawHeader(kUserHeader, userId.toUtf8());
    auto* reply = m_nam->get(req);
    connect(reply, &QNetworkReply::finished, this, [this, reply] { onListsReply(reply); });
}

void DialMateClient::onListsReply(QNetworkReply* reply) {
    reply->deleteLater();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const auto doc = QJsonDocument::fromJson(reply->readAll()).object();

    if (status == kUserUnknown) {
        emit userMissing();
        return;
    }
    if (status == kIdpDown) {
        QTimer::singleShot(2000, this, [this] { fetchLists(m_lastUser); });
        return;
    }
    if (status >= 400) {
        emit failed(doc.value("error").toString());
        return;
    }
    emit listsReady(doc);
}

bool DialMateClient::verifyHook(const QHttpServerRequest& req) const {
    const QByteArray given = req.value(kLegacySigHeader);
    const QByteArray mac = QMessageAuthenticationCode::hash(req.body(), m_hookSecret, QCryptographicHash::Sha256).toHex();
    return given == mac;
}

}  // namespace dialmate
