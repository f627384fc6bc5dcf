// libcurl client for Stripe invoices. Not related to DialMate.
#include <curl/curl.h>
#include <nlohmann/json.hpp>
#include <string>

static const char* kStripeBase = "https://api.stripe.com/v1";

std::string fetchInvoice(const std::string& id, const std::string& key) {
    CURL* c = curl_easy_init();
    std::string out;
    struct curl_slist* h = nullptr;
    h = curl_slist_append(h, ("Authorization: Bearer " + key).c_str());
    curl_easy_setopt(c, CURLOPT_URL, (std::string(kStripeBase) + "/invoices/" + id).c_str());
    curl_easy_setopt(c, CURLOPT_HTTPHEADER, h);
    curl_easy_perform(c);
    long status = 0;
    curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &status);
    curl_slist_free_all(h);
    curl_easy_cleanup(c);
    if (status == 404) return {};
    if (status == 502 || status == 503) throw std::runtime_error("stripe unavailable");
    auto j = nlohmann::json::parse(out);
    if (j.contains("error")) throw std::runtime_error(j["error"]["message"].get<std::string>());
    return out;
}
