// VoiceBridge: syncs agent queues between our contact-center CRM and the voice platform.
// Built with cpprestsdk 2.10 (Casablanca).
#include <cpprest/http_client.h>
#include <cpprest/json.h>
#include <iostream>

using namespace web;
using namespace web::http;
using namespace web::http::client;

namespace voicebridge {

struct Settings {
    utility::string_t voice_host = U("https://voice-platform.internal.meridianhealth.org");
    utility::string_t voice_prefix = U("/api/public/v1");
    utility::string_t crm_host = U("https://crm.internal.meridianhealth.org");
    utility::string_t voice_key;
    utility::string_t crm_token;
};

class VoicePlatformClient {
public:
    explicit VoicePlatformClient(const Settings& s)
        : settings_(s), voice_(s.voice_host), crm_(s.crm_host) {}

    pplx::task<json::value> fetch_list(int list_id) {
        uri_builder path(settings_.voice_prefix);
        path.append_path(U("contact-lists")).append_path(std::to_string(list_id));

        http_request req(methods::GET);
        req.set_request_uri(path.to_uri());
        req.headers().add(U("x-api-key"), settings_.voice_key);

        return voice_.request(req).then([](http_response resp) {
            if (resp.status_code() == status_codes::ServiceUnavailable) {
                // public API disabled by the voice platform admins; nothing to sync
                std::wcerr << L"voice platform API disabled" << std::endl;
                return pplx::task_from_result(json::value::null());
            }
            if (resp.status_code() != status_codes::OK) {
                return resp.extract_json().then([](json::value err) -> json::value {
                    auto text = err.at(U("error")).as_string();
                    throw std::runtime_error(utility::conversions::to_utf8string(text));
                });
            }
            return resp.extract_json();
        });
    }

    pplx::task<json::value> crm_queue(const utility::string_t& queue) {
        uri_builder path(U("/api/v1/queues"));
        path.append_path(queue);

        http_request req(methods::GET);
        req.set_request_uri(path.to_uri());
        req.headers().add(U("Authorization"), U("Bearer ") + settings_.crm_token);

        return crm_.request(req).then([](http_response resp) {
            // CRM sits behind an F5 that answers 502/503 during failover
            if (resp.status_code() == status_codes::BadGateway ||
                resp.status_code() == status_codes::ServiceUnavailable) {
                throw std::runtime_error("crm failover in progress");
            }
            return resp.extract_json();
        });
    }

private:
    Settings settings_;
    http_client voice_;
    http_client crm_;
};

}  // namespace voicebridge
