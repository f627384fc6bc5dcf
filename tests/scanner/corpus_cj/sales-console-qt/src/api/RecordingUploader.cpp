// Uploads call recordings to the compliance archive (S3 presigned) and
// notifies the Ringlane v2 API that the recording is stored.
#include <cpr/cpr.h>
#include <nlohmann/json.hpp>
#include <string>
#include <stdexcept>

namespace recordings {

struct UploadResult { bool ok; std::string code; };

UploadResult attachRecording(const std::string &v2Key, const std::string &callId, const std::string &archiveUrl)
{
    auto r = cpr::Post(
        cpr::Url{"https://api.ringlane.io/api/public/v2/calls/" + callId + "/recordings"},
        cpr::Header{{"Authorization", "Bearer " + v2Key}, {"Content-Type", "application/json"}},
        cpr::Body{nlohmann::json{{"url", archiveUrl}}.dump()},
        cpr::Timeout{20000});

    if (r.status_code >= 200 && r.status_code < 300) return {true, ""};
    auto j = nlohmann::json::parse(r.text, nullptr, false);
    if (j.is_discarded()) return {false, "unparseable"};
    // v2 errors: {"error": {"code": "...", "message": "..."}}
    return {false, j["error"].value("code", "unknown")};
}

std::string presign(const std::string &archiveKey, const std::string &objectName)
{
    auto r = cpr::Get(cpr::Url{"https://archive-gw.brightmoor.example/v1/presign"},
                      cpr::Header{{"x-api-key", archiveKey}},
                      cpr::Parameters{{"object", objectName}});
    if (r.status_code == 503) throw std::runtime_error("archive gateway in maintenance");
    return nlohmann::json::parse(r.text).at("url").get<std::string>();
}

} // namespace recordings
