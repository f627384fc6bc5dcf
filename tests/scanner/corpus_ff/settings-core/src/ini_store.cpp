#include <nb/settings/store.h>

#include <ini.h>

namespace nb::settings {

static int onEntry(void *user, const char *section, const char *name, const char *value)
{
    auto *map = static_cast<std::map<std::string, std::string> *>(user);
    (*map)[std::string(section) + "." + name] = value;
    return 1;
}

bool IniStore::load(const std::filesystem::path &p)
{
    m_values.clear();
    return ini_parse(p.string().c_str(), onEntry, &m_values) == 0;
}

std::string IniStore::get(const std::string &key, const std::string &fallback) const
{
    const auto it = m_values.find(key);
    if (it == m_values.end())
        return fallback;
    return expandEnv(it->second); // supports ${VAR} placeholders
}

} // namespace nb::settings
