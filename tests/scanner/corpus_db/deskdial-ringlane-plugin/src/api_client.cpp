#include "ringlane/api_client.h"

#include <curl/curl.h>
#include <nlohmann/json.hpp>

using nlohmann::json;

namespace ringlane {

ApiError parseError(long status, const std::string& body);  // errors.cpp

namespace {
size_t writeCb(char* ptr, size_t size, size_t nmemb, void* userdata) {
    static_cast<std::string*>(userdata)->append(ptr, size * nmemb);
    return size * nmemb;
}
}  // namespace

ApiClient::ApiClient(std::string base_url, std::string api_key, std::string acting_user_email, long timeout_ms)
    : base_url_(std::move(base_url)), api_key_(std::move(api_key)), acting_user_(std::move(acting_user_email)),
      timeout_ms_(timeout_ms), curl_(curl_easy_init()) {
    if (base_url_.empty()) base_url_ = kDefaultBaseUrl;
    while (!base_url_.empty() && base_url_.back() == '/') base_url_.pop_back();
}

ApiClient::~ApiClient() {
    if (curl_) curl_easy_cleanup(static_cast<CURL*>(curl_));
}

long ApiClient::perform(const char* method, const std::string& url, const std::string* body, std::string& out) {
    CURL* c = static_cast<CURL*>(curl_);
    curl_easy_reset(c);

    struct curl_slist* headers = nullptr;
    headers = curl_slist_append(headers, "Accept: application/json");
    headers = curl_slist_append(headers, "Content-Type: application/json");
    headers = curl_slist_append(headers, (std::string(kApiKeyHeader) + api_key_).c_str());
    headers = curl_slist_append(headers, (std::string(kActingUserHeader) + acting_user_).c_str());

    curl_easy_setopt(c, CURLOPT_URL, url.c_str());
    curl_easy_setopt(c, CURLOPT_CUSTOMREQUEST, method);
    curl_easy_setopt(c, CURLOPT_HTTPHEADER, headers);
    curl_easy_setopt(c, CURLOPT_TIMEOUT_MS, timeout_ms_);
    curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, writeCb);
    curl_easy_setopt(c, CURLOPT_WRITEDATA, &out);
    if (body) curl_easy_setopt(c, CURLOPT_POSTFIELDS, body->c_str());

    long status = 0;
    if (curl_easy_perform(c) == CURLE_OK) curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &status);
    curl_slist_free_all(headers);
    return status;
}

std::optional<std::vector<ContactList>> ApiClient::contactLists(ApiError& err) {
    std::string out;
    long status = perform("GET", base_url_ + "/contact-lists?limit=100", nullptr, out);
    if (status != 200) {
        err = parseError(status, out);
        return std::nullopt;
    }
    std::vector<ContactList> lists;
    for (const auto& item : json::parse(out)["data"]) {
        lists.push_back({item.value("id", ""), item.value("name", ""), item.value("contact_count", 0L)});
    }
    return lists;
}

std::optional<ContactList> ApiClient::createContactList(const std::string& name, ApiError& err) {
    std::string out;
    const std::string body = json{{"name", name}, {"description", "Created from DeskDial"}}.dump();
    long status = perform("POST", base_url_ + "/contact-lists", &body, out);
    if (status != 201 && status != 200) {
        err = parseError(status, out);
        return std::nullopt;
    }
    auto j = json::parse(out);
    return ContactList{j.value("id", ""), j.value("name", name), 0};
}

bool ApiClient::addContact(const std::string& list_id, const std::string& phone, const std::string& display_name, ApiError& err) {
    std::string out;
    const std::string body = json{{"contacts", json::array({{{"phone", phone}, {"first_name", display_name}}})}}.dump();
    char* escaped = curl_easy_escape(static_cast<CURL*>(curl_), list_id.c_str(), 0);
    const std::string url = base_url_ + "/contact-lists/" + escaped + "/contacts";
    curl_free(escaped);
    long status = perform("POST", url, &body, out);
    if (status >= 200 && status < 300) return true;
    err = parseError(status, out);
    return false;
}

}  // namespace ringlane
