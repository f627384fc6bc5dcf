//! Client for the Ringlane calling platform, used by the outreach and scheduling services.

mod client;
mod contact_lists;
mod error;
pub mod webhook;

pub use client::{Client, ClientBuilder};
pub use contact_lists::{Contact, ContactList, NewContactList};
pub use error::{ApiErrorBody, Error};

pub type Result<T> = std::result::Result<T, Error>;
