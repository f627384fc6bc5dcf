#include <nb/settings/store.h>

#include <fstream>
#include <nlohmann/json.hpp>

namespace nb::settings {

namespace {
const nlohmann::json *walk(const nlohmann::json &root, const std::string &dotted)
{
    const nlohmann::json *cur = &root;
    size_t start = 0;
    while (start <= dotted.size()) {
        const size_t dot = dotted.find('.', start);
        const std::string part = dotted.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
        if (!cur->is_object() || !cur->contains(part))
            return nullptr;
        cur = &(*cur)[part];
        if (dot == std::string::npos)
            break;
        start = dot + 1;
    }
    return cur;
}
} // namespace

bool JsonStore::load(const std::filesystem::path &p)
{
    std::ifstream in(p);
    if (!in)
        return false;
    m_root = nlohmann::json::parse(in, nullptr, /*allow_exceptions=*/false, /*ignore_comments=*/true);
    return !m_root.is_discarded();
}

std::string JsonStore::get(const std::string &key, const std::string &fallback) const
{
    const auto *v = walk(m_root, key);
    if (!v)
        return fallback;
    return v->is_string() ? v->get<std::string>() : v->dump();
}

void JsonStore::set(const std::string &key, const std::string &value)
{
    nlohmann::json::json_pointer ptr("/" + replaceAll(key, ".", "/"));
    m_root[ptr] = value;
}

} // namespace nb::settings
