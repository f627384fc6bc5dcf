#include <deskdial/plugin_api.h>

#include <memory>
#include <thread>

#include "ringlane/api_client.h"

namespace {

std::unique_ptr<ringlane::ApiClient> g_client;

void onAddToCallList(const dd_contact* contact, void* /*user*/) {
    ringlane::ApiError err;
    auto lists = g_client->contactLists(err);
    for (int attempt = 0; !lists && ringlane::isRetryable(err.status) && attempt < 3; ++attempt) {
        std::this_thread::sleep_for(std::chrono::seconds(1 << attempt));
        lists = g_client->contactLists(err);
    }
    if (!lists) {
        dd_show_toast(DD_TOAST_ERROR, ringlane::describe(err).c_str());
        return;
    }
    const std::string wanted = dd_config_get("ringlane", "default_list", "Desk follow-ups");
    std::string list_id;
    for (const auto& l : *lists) {
        if (l.name == wanted) list_id = l.id;
    }
    if (list_id.empty()) {
        auto created = g_client->createContactList(wanted, err);
        if (!created) {
            dd_show_toast(DD_TOAST_ERROR, ringlane::describe(err).c_str());
            return;
        }
        list_id = created->id;
    }
    if (!g_client->addContact(list_id, contact->e164, contact->display_name, err)) {
        dd_show_toast(DD_TOAST_ERROR, ringlane::describe(err).c_str());
        return;
    }
    dd_show_toast(DD_TOAST_INFO, "Added to Ringlane call list");
}

}  // namespace

extern "C" DD_EXPORT int dd_plugin_init(const dd_host* host) {
    g_client = std::make_unique<ringlane::ApiClient>(
        dd_config_get("ringlane", "base_url", ""),
        dd_config_get("ringlane", "api_key", ""),
        host->current_user_email,
        dd_config_get_int("ringlane", "timeout_ms", ringlane::kDefaultTimeoutMs));
    dd_register_context_action(host, "ringlane.add_to_list", "Add to call list", onAddToCallList, nullptr);
    return 0;
}

extern "C" DD_EXPORT void dd_plugin_shutdown(void) { g_client.reset(); }
