#include "HarborError.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace harbor {

HarborError HarborError::fromReply(int status, const QByteArray& body)
{
    HarborError err;
    err.status = status;
    const QJsonObject root = QJsonDocument::fromJson(body).object();
    err.message = root.value(QStringLiteral("error")).toString();
    for (const auto& v : root.value(QStringLiteral("details")).toArray()) {
        const QJsonObject d = v.toObject();
        err.details.append({d.value(QStringLiteral("path")).toString(), d.value(QStringLiteral("message")).toString()});
    }
    if (err.message.isEmpty())
        err.message = QStringLiteral("HTTP %1").arg(status);
    return err;
}

bool HarborError::isUserNotFound() const
{
    return status == 404 && message.compare(QLatin1String("user not found"), Qt::CaseInsensitive) == 0;
}

bool HarborError::isListNotFound() const
{
    return status == 404 && message.contains(QLatin1String("contact list not found"));
}

QString HarborError::detailsText() const
{
    QStringList lines;
    for (const auto& d : details)
        lines << QStringLiteral("%1: %2").arg(d.path, d.message);
    return lines.join(QLatin1Char('\n'));
}

} // namespace harbor
