#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace harbor {

struct HarborErrorDetail {
    QString path;
    QString message;
};

// Shape of CallHarbor error responses:
//   {"error": "contact list not found", "details": [{"path": "contacts[0].phone", "message": "..."}]}
struct HarborError {
    int status = 0;
    QString message;
    QList<HarborErrorDetail> details;

    static HarborError fromReply(int status, const QByteArray& body);
    bool isUserNotFound() const;
    bool isListNotFound() const;
    QString detailsText() const;
};

} // namespace harbor
