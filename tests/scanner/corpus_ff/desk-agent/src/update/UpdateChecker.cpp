#include "UpdateChecker.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkReply>
#include <QVersionNumber>

void UpdateChecker::check()
{
    QNetworkRequest req(m_feed);
    req.setRawHeader("User-Agent", "desk-agent-updater");
    QNetworkReply *r = m_nam.get(req);
    connect(r, &QNetworkReply::finished, this, [this, r]() {
        r->deleteLater();
        const int status = r->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        switch (status) {
        case 200:
            break;
        case 404:
            // channel not published yet
            emit upToDate();
            return;
        case 503:
            // CDN maintenance page
            emit checkFailed(tr("Update server is temporarily unavailable"));
            return;
        default:
            emit checkFailed(tr("Unexpected response %1").arg(status));
            return;
        }
        const QJsonObject feed = QJsonDocument::fromJson(r->readAll()).object();
        const auto latest = QVersionNumber::fromString(feed.value("version").toString());
        if (latest > QVersionNumber::fromString(QCoreApplication::applicationVersion()))
            emit updateAvailable(latest.toString(), QUrl(feed.value("url").toString()));
        else
            emit upToDate();
    });
}
