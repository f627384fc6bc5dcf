#include <gtest/gtest.h>

#include <nb/settings/callvane_settings.h>
#include "memory_store.h"

using namespace nb::settings;

TEST(CallvaneSettings, BuildsBaseUrlFromHostAndVersion)
{
    MemoryStore s;
    s.set("callvane.host", "https://eu.api.callvane.com");
    EXPECT_EQ(callvaneBaseUrl(s), "https://eu.api.callvane.com/api/public/v1");
}

TEST(CallvaneSettings, HonoursV2Override)
{
    MemoryStore s;
    s.set("callvane.api_version", "v2");
    EXPECT_EQ(callvaneBaseUrl(s), "https://api.callvane.com/api/public/v2");
}

TEST(CallvaneSettings, DetectsScopedKey)
{
    MemoryStore s;
    s.set("callvane.api_key", "cv_live_3f1c9a2e-7b4d-4e8a-9c11-5d2f0e6b7a90.REDACTED");
    EXPECT_TRUE(callvaneUsesScopedKey(s));
    s.set("callvane.api_key", "legacy-shared-key");
    EXPECT_FALSE(callvaneUsesScopedKey(s));
}
