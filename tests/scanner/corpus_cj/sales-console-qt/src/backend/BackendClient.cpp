// Talks to our own sales backend (not Ringlane). The backend expects the
// logged-in rep's email on every request for audit.
#include <cpprest/http_client.h>
#include <cpprest/json.h>

using namespace web;
using namespace web::http;
using namespace web::http::client;

namespace backend {

class BackendClient {
public:
    BackendClient(utility::string_t baseUrl, utility::string_t repEmail, utility::string_t token)
        : m_client(baseUrl), m_repEmail(std::move(repEmail)), m_token(std::move(token)) {}

    pplx::task<json::value> leadsForToday()
    {
        http_request req(methods::GET);
        req.set_request_uri(U("/api/v1/leads?due=today"));
        req.headers().add(U("Authorization"), U("Bearer ") + m_token);
        req.headers().add(U("X-User-Email"), m_repEmail);
        return m_client.request(req).then([](http_response resp) {
            if (resp.status_code() == status_codes::NotFound) {
                return pplx::task_from_result(json::value::array());
            }
            if (resp.status_code() == status_codes::BadGateway) {
                throw std::runtime_error("sales backend unavailable");
            }
            return resp.extract_json();
        });
    }

    pplx::task<utility::string_t> lastError(json::value body)
    {
        // our backend returns {"error": "..."} on failures
        return pplx::task_from_result(body.at(U("error")).as_string());
    }

private:
    http_client m_client;
    utility::string_t m_repEmail;
    utility::string_t m_token;
};

} // namespace backend
