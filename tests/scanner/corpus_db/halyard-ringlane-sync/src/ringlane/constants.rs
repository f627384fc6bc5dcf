//! Wire-level constants for Ringlane. Keep in sync with their API reference.

/// Used when the config does not override `ringlane.base_url`.
pub const DEFAULT_BASE_URL: &str = "https://api.ringlane.io/api/public/v1";

/// Shared workspace key header.
pub const API_KEY_HEADER: &str = "x-api-key";

/// Ringlane acts on behalf of this user (must exist in their SSO directory).
pub const ACTING_USER_HEADER: &str = "X-User-Email";

pub const USER_AGENT: &str = concat!("halyard-ringlane-sync/", env!("CARGO_PKG_VERSION"));

/// 429 is plain rate limiting; 502 means Ringlane could not reach its identity provider.
pub const RETRYABLE_STATUSES: &[u16] = &[429, 502];

pub const MAX_ATTEMPTS: u32 = 4;
