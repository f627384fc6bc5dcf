#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace callvane {

struct FieldError {
    QString path;
    QString message;
};

// Error as returned by Callvane: {"error": "...", "details": [{"path", "message"}]}
struct CallvaneError {
    int httpStatus = 0;
    QString error;
    QList<FieldError> details;

    bool isUserNotFound() const;
    bool isApiDisabled() const;
    bool isTransient() const;

    static CallvaneError fromReply(int status, const QByteArray &body);
};

} // namespace callvane
