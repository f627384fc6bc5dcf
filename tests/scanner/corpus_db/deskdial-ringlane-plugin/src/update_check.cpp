// Checks GitLab releases for a newer plugin build.
#include <curl/curl.h>
#include <nlohmann/json.hpp>
#include <string>

namespace deskdial {

static size_t sink(char* p, size_t s, size_t n, void* ud) {
    static_cast<std::string*>(ud)->append(p, s * n);
    return s * n;
}

std::string latestPluginVersion() {
    CURL* c = curl_easy_init();
    std::string out;
    curl_easy_setopt(c, CURLOPT_URL, "https://gitlab.com/api/v4/projects/halyard%2Fdeskdial-ringlane-plugin/releases/permalink/latest");
    curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, sink);
    curl_easy_setopt(c, CURLOPT_WRITEDATA, &out);
    curl_easy_setopt(c, CURLOPT_USERAGENT, "deskdial-ringlane-plugin");
    long status = 0;
    if (curl_easy_perform(c) == CURLE_OK) curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &status);
    curl_easy_cleanup(c);
    if (status == 404) return "";  // no releases yet
    auto j = nlohmann::json::parse(out, nullptr, false);
    if (j.is_discarded() || j.contains("error")) return "";
    return j.value("tag_name", "");
}

}  // namespace deskdial
