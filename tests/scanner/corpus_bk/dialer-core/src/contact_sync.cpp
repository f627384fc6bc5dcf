// Pushes CRM call lists into CallHarbor contact lists (nightly job + on demand).
#include "contact_sync.hpp"

#include <cpr/cpr.h>
#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdlib>
#include <set>
#include <thread>

namespace dialer {

namespace {

std::string env_or(const char* name, const char* fallback)
{
    const char* v = std::getenv(name);
    return v && *v ? v : fallback;
}

// Statuses worth retrying against CallHarbor.
const std::set<long> kRetryable = {429, 502, 504};

} // namespace

ContactSync::ContactSync()
    : base_(env_or("CALLHARBOR_BASE_URL", "https://api.callharbor.io/api/public/v1")),
      key_(env_or("CALLHARBOR_API_KEY", "")),
      actingEmail_(env_or("CALLHARBOR_ACTING_EMAIL", "dialer-bot@brightline.io"))
{
}

cpr::Header ContactSync::headers() const
{
    return cpr::Header{{"X-Api-Key", key_}, {"X-User-Email", actingEmail_}, {"Content-Type", "application/json"}};
}

cpr::Response ContactSync::withRetry(const std::function<cpr::Response()>& call) const
{
    cpr::Response r;
    for (int attempt = 0; attempt < 4; ++attempt) {
        r = call();
        if (!kRetryable.count(r.status_code))
            return r;
        std::this_thread::sleep_for(std::chrono::milliseconds(250 << attempt));
    }
    return r;
}

std::vector<RemoteList> ContactSync::remoteLists() const
{
    auto r = withRetry([&] {
        return cpr::Get(cpr::Url{base_ + "/contact-lists"}, headers(), cpr::Parameters{{"limit", "200"}});
    });
    if (r.status_code != 200)
        throw SyncError(r.status_code, describe(r));

    std::vector<RemoteList> out;
    for (const auto& item : nlohmann::json::parse(r.text).at("data"))
        out.push_back({item.at("id").get<std::string>(), item.at("name").get<std::string>()});
    return out;
}

void ContactSync::rename(const std::string& listId, const std::string& name) const
{
    auto r = withRetry([&] {
        return cpr::Patch(cpr::Url{base_ + "/contact-lists/" + listId}, headers(),
                          cpr::Body{nlohmann::json{{"name", name}}.dump()});
    });
    if (r.status_code >= 300)
        throw SyncError(r.status_code, describe(r));
}

void ContactSync::removePhone(const std::string& listId, const std::string& phone) const
{
    auto r = withRetry([&] {
        return cpr::Delete(cpr::Url{base_ + "/contact-lists/" + listId + "/contacts/" + cpr::util::urlEncode(phone)},
                           headers());
    });
    if (r.status_code == 404)
        return; // already gone
    if (r.status_code >= 300)
        throw SyncError(r.status_code, describe(r));
}

std::string ContactSync::describe(const cpr::Response& r)
{
    auto body = nlohmann::json::parse(r.text, nullptr, false);
    if (body.is_object() && body.contains("error") && body["error"].is_string()) {
        std::string msg = body["error"].get<std::string>();
        if (body.contains("details"))
            for (const auto& d : body["details"])
                msg += "; " + d.value("path", "") + " " + d.value("message", "");
        return msg;
    }
    return "HTTP " + std::to_string(r.status_code);
}

} // namespace dialer
