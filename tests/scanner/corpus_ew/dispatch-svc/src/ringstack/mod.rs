mod client;
mod consts;
pub mod error;
pub mod lists;

pub use client::RingstackClient;
pub use consts::DEFAULT_BASE_URL;
pub use error::RingstackError;
