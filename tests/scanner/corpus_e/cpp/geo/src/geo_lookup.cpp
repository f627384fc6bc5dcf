// geo_lookup.cpp - resolves caller area codes to time zones via the internal
// geo service (AWS API Gateway, usage-plan keys), so the dialer respects
// calling-hours rules. Not related to the calling service client.
#include <curl/curl.h>
#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdlib>
#include <string>
#include <thread>

using json = nlohmann::json;

namespace geo {

static const std::string kGeoBase = "https://geo.execute-api.us-east-1.amazonaws.com/prod/v1";

static size_t collect(char* p, size_t s, size_t n, void* ud) {
    static_cast<std::string*>(ud)->append(p, s * n);
    return s * n;
}

std::string timezone_for(const std::string& npa) {
    const char* key = std::getenv("GEO_GATEWAY_KEY");
    std::string apiKeyHeader = std::string("x-api-key: ") + (key ? key : "");

    for (int attempt = 0; attempt < 4; ++attempt) {
        CURL* c = curl_easy_init();
        std::string out;
        struct curl_slist* h = nullptr;
        h = curl_slist_append(h, apiKeyHeader.c_str());
        std::string url = kGeoBase + "/area-codes/" + npa;
        curl_easy_setopt(c, CURLOPT_URL, url.c_str());
        curl_easy_setopt(c, CURLOPT_HTTPHEADER, h);
        curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, collect);
        curl_easy_setopt(c, CURLOPT_WRITEDATA, &out);
        curl_easy_perform(c);
        long code = 0;
        curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &code);
        curl_slist_free_all(h);
        curl_easy_cleanup(c);

        if (code == 502 || code == 503) {
            // API Gateway cold start / Lambda throttling: back off and retry
            std::this_thread::sleep_for(std::chrono::milliseconds(250 << attempt));
            continue;
        }
        if (code == 404) {
            return "America/New_York";  // unknown NPA: fall back to HQ zone
        }
        auto j = json::parse(out, nullptr, false);
        if (j.is_object() && j.contains("error")) {
            return "America/New_York";
        }
        return j.value("timeZone", "America/New_York");
    }
    return "America/New_York";
}

}  // namespace geo
