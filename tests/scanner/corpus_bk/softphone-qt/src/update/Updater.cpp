#include "Updater.h"

#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>
#include <QXmlStreamReader>

// Sparkle-style appcast from our update server.
static const QString kDefaultFeed = QStringLiteral("https://updates.brightline.io/v1/harborphone/appcast.xml");
static const QString kLicenseCheck = QStringLiteral("https://license.brightline.io/api/v1/validate");

void Updater::checkNow()
{
    QNetworkRequest req{QUrl(m_feedUrl.isEmpty() ? kDefaultFeed : m_feedUrl)};
    req.setRawHeader("X-Update-Channel", m_channel.toUtf8());
    QNetworkReply* reply = m_nam->get(req);
    connect(reply, &QNetworkReply::finished, this, [this, reply]() {
        reply->deleteLater();
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        switch (status) {
        case 200:
            parseAppcast(reply->readAll());
            break;
        case 502:
        case 503:
            // CDN hiccup; try again in 10 minutes
            QTimer::singleShot(10 * 60 * 1000, this, &Updater::checkNow);
            break;
        case 404:
            qWarning() << "no appcast for channel" << m_channel;
            break;
        default:
            qWarning() << "update check failed" << status;
        }
    });
}
