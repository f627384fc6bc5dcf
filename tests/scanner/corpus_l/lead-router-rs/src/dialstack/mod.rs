//! Dialstack public API client.
mod client;
mod error;

pub use client::DialstackClient;
pub use error::{DialstackError, V1ErrorBody};

pub const API_BASE: &str = "https://api.dialstack.com/api/public/v1";
pub(crate) const HDR_KEY: &str = "x-api-key";
pub(crate) const HDR_USER: &str = "X-User-Id";
pub(crate) const USER_AGENT: &str = concat!("lead-router/", env!("CARGO_PKG_VERSION"));
