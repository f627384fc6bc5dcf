// calling_client.cpp - thin libcurl wrapper used by the predictive dialer daemon
// to push call lists into the hosted calling service.
#include "calling_client.h"

#include <curl/curl.h>
#include <nlohmann/json.hpp>

#include <stdexcept>
#include <string>

using json = nlohmann::json;

namespace dialer {

namespace {
constexpr const char* kCallingBaseUrl = "https://calling.brightpath.net/api/public/v1";
constexpr const char* kSharedKey = "bp_shared_9fK2xQ7mLw4RzT8vN1cJ6hY3pD0sE5aG";
// Header name kept in one place; the CRM bridge includes this header too.
constexpr const char* kKeyHeader = "X-API-Key: ";

size_t write_cb(char* ptr, size_t size, size_t nmemb, void* userdata) {
    auto* out = static_cast<std::string*>(userdata);
    out->append(ptr, size * nmemb);
    return size * nmemb;
}
}  // namespace

class CallingError : public std::runtime_error {
public:
    CallingError(long status, const std::string& msg) : std::runtime_error(msg), status_(status) {}
    long status() const { return status_; }
private:
    long status_;
};

CallingClient::CallingClient(std::string acting_user_id) : acting_user_id_(std::move(acting_user_id)) {}

json CallingClient::request(const std::string& method, const std::string& path, const json* body) {
    CURL* curl = curl_easy_init();
    if (!curl) throw std::runtime_error("curl_easy_init failed");

    std::string url = std::string(kCallingBaseUrl) + path;
    std::string response;
    struct curl_slist* headers = nullptr;
    headers = curl_slist_append(headers, (std::string(kKeyHeader) + kSharedKey).c_str());
    headers = curl_slist_append(headers, ("x-user-id: " + acting_user_id_).c_str());
    headers = curl_slist_append(headers, "Content-Type: application/json");

    std::string payload;
    curl_easy_setopt(curl, CURLOPT_URL, url.c_str());
    curl_easy_setopt(curl, CURLOPT_CUSTOMREQUEST, method.c_str());
    curl_easy_setopt(curl, CURLOPT_HTTPHEADER, headers);
    curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, write_cb);
    curl_easy_setopt(curl, CURLOPT_WRITEDATA, &response);
    curl_easy_setopt(curl, CURLOPT_TIMEOUT, 20L);
    if (body) {
        payload = body->dump();
        curl_easy_setopt(curl, CURLOPT_POSTFIELDS, payload.c_str());
    }

    CURLcode rc = curl_easy_perform(curl);
    long http_code = 0;
    curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &http_code);
    curl_slist_free_all(headers);
    curl_easy_cleanup(curl);

    if (rc != CURLE_OK) throw std::runtime_error(curl_easy_strerror(rc));

    if (http_code >= 400) {
        json err = json::parse(response, nullptr, false);
        std::string msg = err.is_object() && err.contains("error") ? err["error"].get<std::string>() : response;
        if (http_code == 502) {
            // IdP hiccup on their side - caller should retry the batch
            throw CallingError(http_code, "identity provider unreachable: " + msg);
        }
        if (http_code == 404 && msg == "user not found") {
            throw CallingError(http_code, "dialer user " + acting_user_id_ + " unknown to calling service");
        }
        throw CallingError(http_code, msg);
    }
    return response.empty() ? json::object() : json::parse(response);
}

json CallingClient::add_contact_by_phone(long list_id, const std::string& phone) {
    json body = {{"phone", phone}};
    return request("POST", "/contact-lists/" + std::to_string(list_id) + "/contacts", &body);
}

json CallingClient::rename_list(long list_id, const std::string& name) {
    json body = {{"name", name}};
    return request("PATCH", "/contact-lists/" + std::to_string(list_id), &body);
}

}  // namespace dialer
