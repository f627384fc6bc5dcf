use dialer_worker::callharbor::client::CallHarborClient;
use dialer_worker::callharbor::error::CallHarborError;
use dialer_worker::config::Settings;
use wiremock::matchers::{header, method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

fn settings(base: String) -> Settings {
    Settings {
        callharbor_base_url: base,
        callharbor_api_key: "test-key".into(),
        callharbor_user_id: "00uTEST".into(),
        internal_queue_url: "http://unused".into(),
        internal_queue_api_key: "unused".into(),
    }
}

#[tokio::test]
async fn maps_502_to_idp_unavailable() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/api/public/v1/contact-lists/cl_9"))
        .and(header("x-api-key", "test-key"))
        .respond_with(ResponseTemplate::new(502))
        .mount(&server)
        .await;
    let c = CallHarborClient::new(&settings(format!("{}/api/public/v1", server.uri())));
    assert!(matches!(c.get_list("cl_9").await, Err(CallHarborError::IdpUnavailable)));
}
