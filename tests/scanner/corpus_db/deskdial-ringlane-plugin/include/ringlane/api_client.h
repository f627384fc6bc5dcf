#pragma once

#include <optional>
#include <string>
#include <vector>

namespace ringlane {

inline constexpr const char* kDefaultBaseUrl = "https://api.ringlane.io/api/public/v1";
inline constexpr const char* kApiKeyHeader = "x-api-key: ";
inline constexpr const char* kActingUserHeader = "x-user-email: ";
inline constexpr long kDefaultTimeoutMs = 8000;

struct ApiError {
    long status = 0;
    std::string error;                 // human readable message from Ringlane
    std::vector<std::string> details;  // "path: message" entries
};

struct ContactList {
    std::string id;
    std::string name;
    long contact_count = 0;
};

class ApiClient {
public:
    ApiClient(std::string base_url, std::string api_key, std::string acting_user_email, long timeout_ms = kDefaultTimeoutMs);
    ~ApiClient();

    std::optional<std::vector<ContactList>> contactLists(ApiError& err);
    std::optional<ContactList> createContactList(const std::string& name, ApiError& err);
    bool addContact(const std::string& list_id, const std::string& phone, const std::string& display_name, ApiError& err);

private:
    long perform(const char* method, const std::string& url, const std::string* body, std::string& out);

    std::string base_url_;
    std::string api_key_;
    std::string acting_user_;
    long timeout_ms_;
    void* curl_ = nullptr;
};

bool isRetryable(long status);
std::string describe(const ApiError& e);

}  // namespace ringlane
