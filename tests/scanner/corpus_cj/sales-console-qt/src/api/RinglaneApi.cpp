#include "RinglaneApi.h"
#include "RinglaneConfig.h"

#include <QNetworkReply>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrl>

namespace ringlane {

RinglaneApi::RinglaneApi(QString apiKey, QString actingUser, QObject *parent)
    : QObject(parent), m_apiKey(std::move(apiKey)), m_actingUser(std::move(actingUser))
{
}

QNetworkRequest RinglaneApi::makeRequest(const QString &path) const
{
    QNetworkRequest req(QUrl(apiRoot() + path));
    req.setRawHeader(kKeyHeader, m_apiKey.toUtf8());
    req.setRawHeader(kActingUserHeader, m_actingUser.toUtf8());
    req.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
    req.setTransferTimeout(15000);
    return req;
}

void RinglaneApi::handleError(QNetworkReply *reply, std::function<void(ApiError)> fail)
{
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const auto doc = QJsonDocument::fromJson(reply->readAll());
    ApiError err = ApiError::fromJson(status, doc.object());

    if (status == 503) {
        emit apiDisabled();
    } else if (status == 502) {
        emit identityProviderDown();
    }
    fail(err);
}

void RinglaneApi::fetchContactLists(std::function<void(QJsonArray)> ok, std::function<void(ApiError)> fail)
{
    QNetworkReply *reply = m_nam.get(makeRequest(QStringLiteral("/contact-lists")));
    connect(reply, &QNetworkReply::finished, this, [=]() {
        reply->deleteLater();
        if (reply->error() != QNetworkReply::NoError) {
            handleError(reply, fail);
            return;
        }
        ok(QJsonDocument::fromJson(reply->readAll()).object().value("data").toArray());
    });
}

void RinglaneApi::appendPhones(const QString &listId, const QStringList &phones, std::function<void(ApiError)> done)
{
    QJsonArray arr;
    for (const auto &p : phones) arr.append(QJsonObject{{"phone", p}});
    const QByteArray body = QJsonDocument(QJsonObject{{"contacts", arr}}).toJson(QJsonDocument::Compact);
    QNetworkReply *reply = m_nam.post(makeRequest(QStringLiteral("/contact-lists/%1/contacts").arg(listId)), body);
    connect(reply, &QNetworkReply::finished, this, [=]() {
        reply->deleteLater();
        if (reply->error() != QNetworkReply::NoError) { handleError(reply, done); return; }
        done(ApiError{});
    });
}

void RinglaneApi::renameList(const QString &listId, const QString &name, std::function<void(ApiError)> done)
{
    const QByteArray body = QJsonDocument(QJsonObject{{"name", name}}).toJson(QJsonDocument::Compact);
    QNetworkReply *reply = m_nam.sendCustomRequest(makeRequest(QStringLiteral("/contact-lists/") + listId), "PATCH", body);
    connect(reply, &QNetworkReply::finished, this, [=]() {
        reply->deleteLater();
        if (reply->error() != QNetworkReply::NoError) { handleError(reply, done); return; }
        done(ApiError{});
    });
}

} // namespace ringlane
