#include "ringlane/api_client.h"

#include <nlohmann/json.hpp>

namespace ringlane {

ApiError parseError(long status, const std::string& body) {
    ApiError e;
    e.status = status;
    auto j = nlohmann::json::parse(body, nullptr, false);
    if (j.is_discarded() || !j.is_object()) {
        e.error = body.substr(0, 200);
        return e;
    }
    if (j.contains("error") && j["error"].is_string()) e.error = j["error"].get<std::string>();
    if (j.contains("details") && j["details"].is_array()) {
        for (const auto& d : j["details"]) {
            e.details.push_back(d.value("path", "") + ": " + d.value("message", ""));
        }
    }
    return e;
}

bool isRetryable(long status) {
    return status == 0 || status == 429 || status == 502;
}

std::string describe(const ApiError& e) {
    switch (e.status) {
    case 0:
        return "Could not reach Ringlane. Check your network connection.";
    case 401:
        return "The Ringlane workspace key is invalid. Ask your admin to update ringlane.ini.";
    case 404:
        if (e.error == "user not found") return "Your DeskDial email has no Ringlane seat.";
        return "That call list no longer exists in Ringlane.";
    case 502:
        return "Ringlane sign-in service is temporarily unavailable. Try again in a minute.";
    case 503:
        return "The Ringlane API has been disabled for your workspace.";
    case 429:
        return "Too many requests to Ringlane; slow down.";
    default:
        return "Ringlane error " + std::to_string(e.status) + ": " + e.error;
    }
}

}  // namespace ringlane
