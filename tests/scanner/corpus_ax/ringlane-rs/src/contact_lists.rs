use reqwest::Method;
use serde::{Deserialize, Serialize};

use crate::{Client, Result};

#[derive(Debug, Clone, Deserialize)]
pub struct ContactList {
    pub id: String,
    pub name: String,
    #[serde(default)]
    pub size: u32,
}

#[derive(Debug, Serialize)]
pub struct NewContactList<'a> {
    pub name: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub caller_id: Option<&'a str>,
}

#[derive(Debug, Clone, Serialize)]
pub struct Contact {
    pub phone: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

#[derive(Deserialize)]
struct Page<T> {
    data: Vec<T>,
}

#[derive(Serialize)]
struct Append<'a> {
    contacts: &'a [Contact],
}

impl Client {
    pub async fn list_contact_lists(&self) -> Result<Vec<ContactList>> {
        let page: Page<ContactList> = self.send(self.request(Method::GET, "/contact-lists")).await?;
        Ok(page.data)
    }

    pub async fn create_contact_list(&self, new: &NewContactList<'_>) -> Result<ContactList> {
        self.send(self.request(Method::POST, "/contact-lists").json(new)).await
    }

    pub async fn get_contact_list(&self, id: &str) -> Result<ContactList> {
        self.send(self.request(Method::GET, &format!("/contact-lists/{id}"))).await
    }

    pub async fn rename_contact_list(&self, id: &str, name: &str) -> Result<ContactList> {
        let body = serde_json::json!({ "name": name });
        self.send(self.request(Method::PATCH, &format!("/contact-lists/{id}")).json(&body)).await
    }

    pub async fn delete_contact_list(&self, id: &str) -> Result<()> {
        self.send_empty(self.request(Method::DELETE, &format!("/contact-lists/{id}"))).await
    }

    /// Append contacts by phone number. Ringlane ignores phones already on the list.
    pub async fn append_contacts(&self, id: &str, contacts: &[Contact]) -> Result<()> {
        let rb = self.request(Method::POST, &format!("/contact-lists/{id}/contacts"));
        self.send_empty(rb.json(&Append { contacts })).await
    }

    pub async fn remove_contact(&self, id: &str, phone: &str) -> Result<()> {
        let phone = urlencode(phone);
        let rb = self.request(Method::DELETE, &format!("/contact-lists/{id}/contacts/{phone}"));
        self.send_empty(rb).await
    }
}

fn urlencode(s: &str) -> String {
    url::form_urlencoded::byte_serialize(s.as_bytes()).collect()
}
