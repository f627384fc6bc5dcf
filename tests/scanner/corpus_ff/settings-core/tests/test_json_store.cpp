#include <gtest/gtest.h>
#include <fstream>

#include <nb/settings/store.h>

using nb::settings::JsonStore;

TEST(JsonStore, ReadsDottedKeys)
{
    const auto p = std::filesystem::temp_directory_path() / "nbs_test.json";
    std::ofstream(p) << R"({"backend":{"url":"https://desk.northbeam.io/api"},"mailer":{"list":"contact-lists/newsletter"}})";
    JsonStore s;
    ASSERT_TRUE(s.load(p));
    EXPECT_EQ(s.get("backend.url", ""), "https://desk.northbeam.io/api");
    EXPECT_EQ(s.get("missing.key", "dflt"), "dflt");
}

TEST(JsonStore, ToleratesComments)
{
    const auto p = std::filesystem::temp_directory_path() / "nbs_comments.json";
    std::ofstream(p) << "{\n // comment\n \"a\": {\"b\": \"c\"}\n}";
    JsonStore s;
    ASSERT_TRUE(s.load(p));
    EXPECT_EQ(s.get("a.b", ""), "c");
}
