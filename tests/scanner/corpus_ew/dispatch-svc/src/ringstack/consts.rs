//! Wire-level constants for the Ringstack public API.
//! Keep these in one place so the v2 cut-over is a one-file change (ha).

pub const DEFAULT_BASE_URL: &str = "https://api.ringstack.io/api/public/v1";
pub const API_KEY_HEADER: &str = "x-api-key";
pub const ACTING_USER_HEADER: &str = "x-user-email";
pub const USER_AGENT: &str = concat!("tapfield-dispatch/", env!("CARGO_PKG_VERSION"));

/// Statuses we retry on. 502 = Ringstack couldn't reach its IdP, usually clears in seconds.
pub const RETRYABLE: &[u16] = &[429, 502];
pub const MAX_RETRIES: u32 = 3;
