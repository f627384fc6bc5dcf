#pragma once

#include <QObject>
#include <QJsonArray>
#include <QNetworkAccessManager>
#include <functional>

#include "CallvaneError.h"

class QNetworkReply;

namespace callvane {

struct ClientConfig {
    QString baseUrl;        // host + base path, e.g. from [callvane]/base_url
    QString apiKey;
    QString actingUserEmail;
    QString actingUserId;
    int timeoutMs = 15000;
    int maxRetries = 3;
};

class CallvaneClient : public QObject
{
    Q_OBJECT
public:
    using JsonCallback = std::function<void(const QJsonDocument &, const CallvaneError *)>;

    explicit CallvaneClient(ClientConfig cfg, QObject *parent = nullptr);

    void listContactLists(JsonCallback cb);
    void getContactList(const QString &listId, JsonCallback cb);
    void renameContactList(const QString &listId, const QString &name, JsonCallback cb);
    void deleteContactList(const QString &listId, JsonCallback cb);
    void appendContacts(const QString &listId, const QStringList &phones, JsonCallback cb);
    void removeContact(const QString &listId, const QString &phone, JsonCallback cb);

signals:
    void authFailed(const QString &reason);
    void apiDisabled();
    void actingUserMissing(const QString &email);

private:
    QNetworkRequest buildRequest(const QString &path) const;
    void send(const QByteArray &verb, const QString &path, const QByteArray &body,
              JsonCallback cb, int attempt = 0);
    void onFinished(QNetworkReply *reply, const QByteArray &verb, const QString &path,
                    const QByteArray &body, JsonCallback cb, int attempt);

    ClientConfig m_cfg;
    QNetworkAccessManager m_nam;
};

} // namespace callvane
