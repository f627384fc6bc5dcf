use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Deserialize)]
pub struct ContactList {
    pub id: String,
    pub name: String,
    #[serde(default)]
    pub contact_count: u64,
    pub updated_at: Option<String>,
}

#[derive(Debug, Deserialize)]
pub(crate) struct Page<T> {
    pub data: Vec<T>,
    pub next_cursor: Option<String>,
}

#[derive(Debug, Clone, Serialize)]
pub struct NewContact {
    pub phone: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub first_name: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub company: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub external_id: Option<String>,
}

#[derive(Debug, Serialize)]
pub(crate) struct CreateList<'a> {
    pub name: &'a str,
    pub description: &'a str,
}
