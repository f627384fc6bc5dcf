//! Mirrors Ringlane lists into Mailchimp audiences for follow-up campaigns.
use serde::Deserialize;

#[derive(Debug, Deserialize)]
pub struct MailchimpError {
    pub title: String,
    pub status: u16,
    pub detail: String,
}

pub fn add_member(dc: &str, api_key: &str, list_id: &str, email: &str) -> Result<(), String> {
    let url = format!("https://{dc}.api.mailchimp.com/3.0/lists/{list_id}/members");
    let resp = ureq::post(&url)
        .set("Authorization", &format!("apikey {api_key}"))
        .send_json(serde_json::json!({ "email_address": email, "status": "subscribed" }));
    match resp {
        Ok(_) => Ok(()),
        Err(ureq::Error::Status(404, r)) => {
            let e: MailchimpError = r.into_json().map_err(|e| e.to_string())?;
            Err(format!("audience missing: {}", e.detail))
        }
        Err(ureq::Error::Status(502 | 503, _)) => Err("mailchimp unavailable".into()),
        Err(e) => Err(e.to_string()),
    }
}

pub fn sendgrid_contact_list(key: &str) -> Result<serde_json::Value, String> {
    ureq::get("https://api.sendgrid.com/v3/marketing/lists")
        .set("Authorization", &format!("Bearer {key}"))
        .call()
        .map_err(|e| e.to_string())?
        .into_json()
        .map_err(|e| e.to_string())
}
