#include <nb/settings/callvane_settings.h>
#include <nb/settings/keys.h>
#include <nb/settings/store.h>

namespace nb::settings {

std::string callvaneBaseUrl(const Store &s)
{
    const std::string host = s.get(keys::kCallvaneHost, keys::defaults::kCallvaneHost);
    const std::string ver = s.get(keys::kCallvaneApiVersion, keys::defaults::kCallvaneApiVersion);
    return host + "/api/public/" + ver;
}

bool callvaneUsesScopedKey(const Store &s)
{
    // v2 keys look like cv_live_<uuid>.<secret>; anything else is a legacy shared key.
    const std::string key = s.get(keys::kCallvaneApiKey, "");
    return key.rfind("cv_live_", 0) == 0 || key.rfind("cv_test_", 0) == 0;
}

} // namespace nb::settings
