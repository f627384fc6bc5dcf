use reqwest::Method;
use serde::{Deserialize, Serialize};

use super::client::RingstackClient;
use super::error::RingstackError;

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ContactList {
    pub id: String,
    pub name: String,
    #[serde(default)]
    pub contact_count: u32,
}

#[derive(Debug, Deserialize)]
pub struct AppendResult {
    pub added: u32,
    pub skipped: u32,
}

#[derive(Serialize)]
struct ListName<'a> {
    name: &'a str,
}

#[derive(Serialize)]
struct AppendContacts<'a> {
    phone_numbers: &'a [String],
}

impl RingstackClient {
    pub async fn list_contact_lists(&self, actor: &str) -> Result<Vec<ContactList>, RingstackError> {
        self.send::<(), _>(Method::GET, "/contact-lists", actor, None).await
    }

    pub async fn create_contact_list(&self, actor: &str, name: &str) -> Result<ContactList, RingstackError> {
        self.send(Method::POST, "/contact-lists", actor, Some(&ListName { name })).await
    }

    pub async fn rename_contact_list(&self, actor: &str, list_id: &str, name: &str) -> Result<ContactList, RingstackError> {
        let path = format!("/contact-lists/{list_id}");
        self.send(Method::PATCH, &path, actor, Some(&ListName { name })).await
    }

    pub async fn delete_contact_list(&self, actor: &str, list_id: &str) -> Result<(), RingstackError> {
        self.send::<(), ()>(Method::DELETE, &format!("/contact-lists/{}", list_id), actor, None).await
    }

    pub async fn append_contacts(&self, actor: &str, list_id: &str, phones: &[String]) -> Result<AppendResult, RingstackError> {
        let path = format!("/contact-lists/{list_id}/contacts");
        self.send(Method::POST, &path, actor, Some(&AppendContacts { phone_numbers: phones })).await
    }

    pub async fn remove_contact(&self, actor: &str, list_id: &str, phone: &str) -> Result<(), RingstackError> {
        let encoded: String = url::form_urlencoded::byte_serialize(phone.as_bytes()).collect();
        let path = format!("/contact-lists/{list_id}/contacts/{encoded}");
        self.send::<(), ()>(Method::DELETE, &path, actor, None).await
    }
}
