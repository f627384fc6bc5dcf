use serde::Deserialize;

#[derive(Debug, Deserialize, Clone)]
pub struct Settings {
    pub callharbor_base_url: String,
    pub callharbor_api_key: String,
    /// Okta id of the service user CallHarbor acts as.
    pub callharbor_user_id: String,
    pub internal_queue_url: String,
    pub internal_queue_api_key: String,
}

impl Settings {
    pub fn from_env() -> Result<Self, envy::Error> {
        envy::from_env::<Settings>()
    }
}
