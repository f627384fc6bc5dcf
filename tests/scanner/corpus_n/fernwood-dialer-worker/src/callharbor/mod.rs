pub mod client;
pub mod error;

pub const API_KEY_HEADER: &str = "x-api-key";
pub const ACTING_USER_HEADER: &str = "x-user-id";
