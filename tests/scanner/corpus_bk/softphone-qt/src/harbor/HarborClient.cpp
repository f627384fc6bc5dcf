#include "HarborClient.h"
#include "HarborConfig.h"
#include "HarborError.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>
#include <QUrlQuery>

namespace harbor {

HarborClient::HarborClient(QNetworkAccessManager* nam, QSettings* settings, QObject* parent)
    : QObject(parent), m_nam(nam), m_settings(settings)
{
    m_baseUrl = harborBaseUrl(*settings);
    m_apiKey = settings->value(QStringLiteral("CallHarbor/ApiKey")).toString();
}

void HarborClient::setAgentEmail(const QString& email)
{
    m_agentEmail = email;
}

QNetworkRequest HarborClient::makeRequest(const QString& path) const
{
    QNetworkRequest req(QUrl(m_baseUrl + path));
    req.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
    req.setRawHeader(kApiKeyHeader, m_apiKey.toUtf8());
    req.setRawHeader(kActingUserHeader, m_agentEmail.toUtf8());
    req.setTransferTimeout(harborTimeoutMs(*m_settings));
    return req;
}

void HarborClient::fetchContactLists()
{
    QNetworkReply* reply = m_nam->get(makeRequest(QStringLiteral("/contact-lists")));
    connect(reply, &QNetworkReply::finished, this, [this, reply]() {
        reply->deleteLater();
        if (!handleStatus(reply, [this]() { fetchContactLists(); }))
            return;
        const QJsonArray lists = QJsonDocument::fromJson(reply->readAll()).object()
                                     .value(QStringLiteral("data")).toArray();
        QList<ContactList> out;
        for (const auto& v : lists) {
            const QJsonObject o = v.toObject();
            out.append({o.value("id").toString(), o.value("name").toString(), o.value("size").toInt()});
        }
        emit contactListsReady(out);
    });
}

void HarborClient::appendNumbers(const QString& listId, const QStringList& phones)
{
    QJsonArray contacts;
    for (const auto& p : phones)
        contacts.append(QJsonObject{{"phone", p}});
    const QByteArray body = QJsonDocument(QJsonObject{{"contacts", contacts}}).toJson(QJsonDocument::Compact);

    QNetworkReply* reply = m_nam->post(
        makeRequest(QStringLiteral("/contact-lists/%1/contacts").arg(listId)), body);
    connect(reply, &QNetworkReply::finished, this, [this, reply, listId]() {
        reply->deleteLater();
        if (handleStatus(reply, {}))
            emit numbersAppended(listId);
    });
}

void HarborClient::removeNumber(const QString& listId, const QString& phone)
{
    const QString path = QStringLiteral("/contact-lists/%1/contacts/%2")
                             .arg(listId, QString::fromLatin1(QUrl::toPercentEncoding(phone)));
    QNetworkReply* reply = m_nam->deleteResource(makeRequest(path));
    connect(reply, &QNetworkReply::finished, this, [this, reply, listId, phone]() {
        reply->deleteLater();
        if (handleStatus(reply, {}))
            emit numberRemoved(listId, phone);
    });
}

bool HarborClient::handleStatus(QNetworkReply* reply, std::function<void()> retry)
{
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status >= 200 && status < 300) {
        m_attempts = 0;
        return true;
    }

    const HarborError err = HarborError::fromReply(status, reply->readAll());

    switch (status) {
    case 401:
        emit authFailed(tr("CallHarbor rejected the API key. Check Settings > CallHarbor."));
        break;
    case 502:
        // their identity provider is flaky; back off and try again
        if (retry && ++m_attempts <= 3) {
            QTimer::singleShot(500 * m_attempts, this, retry);
            return false;
        }
        emit transientFailure(err.message);
        break;
    case 503:
        emit apiDisabled(tr("The CallHarbor public API is disabled for this account."));
        break;
    case 429:
        if (retry)
            QTimer::singleShot(reply->rawHeader("Retry-After").toInt() * 1000, this, retry);
        return false;
    default:
        if (err.isUserNotFound()) {
            emit agentUnknown(m_agentEmail);
        } else {
            emit requestFailed(status, err.message);
        }
    }
    m_attempts = 0;
    return false;
}

} // namespace harbor
