// Mirrors "do not call" opt-outs into the marketing mailer's suppression lists.
// The mailer is our internal wrapper around the ESP; it has its own contact lists.
#include <cpr/cpr.h>
#include <nlohmann/json.hpp>
#include <cstdlib>
#include <stdexcept>

namespace dialer {

static const std::string kMailerBase = "https://mailer.internal.brightline.io/v1";

void suppressEmail(const std::string& listId, const std::string& email)
{
    const char* key = std::getenv("MAILER_API_KEY");
    auto r = cpr::Post(cpr::Url{kMailerBase + "/contact-lists/" + listId + "/suppressions"},
                       cpr::Header{{"x-api-key", key ? key : ""}, {"Content-Type", "application/json"}},
                       cpr::Body{nlohmann::json{{"email", email}}.dump()});
    if (r.status_code == 503)
        throw std::runtime_error("mailer is in maintenance mode");
    if (r.status_code >= 300) {
        auto body = nlohmann::json::parse(r.text, nullptr, false);
        throw std::runtime_error(body.value("error", "mailer error"));
    }
}

} // namespace dialer
