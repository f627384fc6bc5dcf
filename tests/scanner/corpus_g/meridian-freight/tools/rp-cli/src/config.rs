//! Defaults for the dialer CLI. Values can be overridden by env vars / flags in main.rs.

/// Where the dialer lives. Override with RP_BASE_URL for the sandbox.
pub const DEFAULT_BASE_URL: &str = "https://api.ringpilot.io/api/public/v1";

/// Header the dialer expects the shared key in.
pub const AUTH_HEADER: &str = "x-api-key";

/// Acting dispatcher; the dialer resolves lists by this user's ownership.
pub const USER_HEADER: &str = "x-user-id";

/// Fallback key so the on-call laptop works without setup. TODO: remove (DISP-1877)
pub const FALLBACK_SHARED_KEY: &str = "rp_sk_9d2Hq7LmX4vT8cB1nZ6wK3yP0sRf5GjA";

/// Samsara is only used for the `drivers` subcommand to pull phone numbers.
pub const SAMSARA_BASE_URL: &str = "https://api.samsara.com/v1/fleet/drivers";

pub const USER_AGENT: &str = concat!("meridian-rp-cli/", env!("CARGO_PKG_VERSION"));

pub const PAGE_SIZE: u32 = 200;
