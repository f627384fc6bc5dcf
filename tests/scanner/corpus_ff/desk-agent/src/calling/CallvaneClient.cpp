#include "CallvaneClient.h"
#include "CallvaneEndpoints.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QNetworkReply>
#include <QTimer>

Q_LOGGING_CATEGORY(lcCallvane, "desk.callvane")

namespace callvane {

CallvaneClient::CallvaneClient(ClientConfig cfg, QObject *parent)
    : QObject(parent), m_cfg(std::move(cfg))
{
    if (m_cfg.baseUrl.isEmpty())
        m_cfg.baseUrl = QString::fromLatin1(kDefaultHost) + QString::fromLatin1(kApiBasePath);
}

QNetworkRequest CallvaneClient::buildRequest(const QString &path) const
{
    QNetworkRequest req(QUrl(m_cfg.baseUrl + path));
    req.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
    req.setRawHeader(kHeaderApiKey, m_cfg.apiKey.toUtf8());
    if (!m_cfg.actingUserEmail.isEmpty())
        req.setRawHeader(kHeaderActingEmail, m_cfg.actingUserEmail.toUtf8());
    else if (!m_cfg.actingUserId.isEmpty())
        req.setRawHeader(kHeaderActingUserId, m_cfg.actingUserId.toUtf8());
    req.setTransferTimeout(m_cfg.timeoutMs);
    return req;
}

void CallvaneClient::listContactLists(JsonCallback cb)
{
    send("GET", path::contactLists(), {}, std::move(cb));
}

void CallvaneClient::getContactList(const QString &listId, JsonCallback cb)
{
    send("GET", path::contactList(listId), {}, std::move(cb));
}

void CallvaneClient::renameContactList(const QString &listId, const QString &name, JsonCallback cb)
{
    const QByteArray body = QJsonDocument(QJsonObject{{"name", name}}).toJson(QJsonDocument::Compact);
    send("PATCH", path::contactList(listId), body, std::move(cb));
}

void CallvaneClient::deleteContactList(const QString &listId, JsonCallback cb)
{
    send("DELETE", path::contactList(listId), {}, std::move(cb));
}

void CallvaneClient::appendContacts(const QString &listId, const QStringList &phones, JsonCallback cb)
{
    QJsonArray contacts;
    for (const QString &p : phones)
        contacts.append(QJsonObject{{"phone", p}});
    const QByteArray body = QJsonDocument(QJsonObject{{"contacts", contacts}}).toJson(QJsonDocument::Compact);
    send("POST", path::listContacts(listId), body, std::move(cb));
}

void CallvaneClient::removeContact(const QString &listId, const QString &phone, JsonCallback cb)
{
    send("DELETE", path::listContactByPhone(listId, QString::fromLatin1(QUrl::toPercentEncoding(phone))),
         {}, std::move(cb));
}

void CallvaneClient::send(const QByteArray &verb, const QString &path, const QByteArray &body,
                          JsonCallback cb, int attempt)
{
    QNetworkReply *reply = m_nam.sendCustomRequest(buildRequest(path), verb, body);
    connect(reply, &QNetworkReply::finished, this, [=]() {
        onFinished(reply, verb, path, body, cb, attempt);
    });
}

void CallvaneClient::onFinished(QNetworkReply *reply, const QByteArray &verb, const QString &path,
                                const QByteArray &body, JsonCallback cb, int attempt)
{
    reply->deleteLater();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QByteArray payload = reply->readAll();

    if (status >= 200 && status < 300) {
        cb(QJsonDocument::fromJson(payload), nullptr);
        return;
    }

    const CallvaneError err = CallvaneError::fromReply(status, payload);
    qCWarning(lcCallvane) << verb << path << "->" << status << err.error;

    switch (status) {
    case 401:
        emit authFailed(err.error);
        break;
    case 400:
        emit actingUserMissing(m_cfg.actingUserEmail);
        break;
    case 404: // "user not found" from the IdP lookup, or unknown list id
        if (err.isUserNotFound()) {
            emit actingUserMissing(m_cfg.actingUserEmail);
            break;
        }
        break; // list not found: caller decides
    case 502: // identity provider unreachable on Callvane side
    case 429:
        if (attempt < m_cfg.maxRetries) {
            const int delay = 500 * (1 << attempt);
            QTimer::singleShot(delay, this, [=]() { send(verb, path, body, cb, attempt + 1); });
            return;
        }
        break;
    case 503: // public API disabled by the tenant admin
        emit apiDisabled();
        break;
    default:
        break;
    }
    cb(QJsonDocument(), &err);
}

} // namespace callvane
