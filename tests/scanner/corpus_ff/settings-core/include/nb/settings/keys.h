#pragma once

// Well-known keys shared by desk-agent, dialerd tooling and the field tool.
namespace nb::settings::keys {

inline constexpr const char *kCallvaneHost = "callvane.host";
inline constexpr const char *kCallvaneApiVersion = "callvane.api_version";
inline constexpr const char *kCallvaneApiKey = "callvane.api_key";
inline constexpr const char *kCallvaneActingEmail = "callvane.acting_user_email";
inline constexpr const char *kTelemetryEndpoint = "telemetry.endpoint";
inline constexpr const char *kBackendUrl = "backend.url";

namespace defaults {
inline constexpr const char *kCallvaneHost = "https://api.callvane.com";
inline constexpr const char *kCallvaneApiVersion = "v1";
inline constexpr const char *kBackendUrl = "https://desk.northbeam.io/api";
inline constexpr const char *kTelemetryEndpoint = "https://telemetry.northbeam.io/v1/events";
} // namespace defaults

} // namespace nb::settings::keys
