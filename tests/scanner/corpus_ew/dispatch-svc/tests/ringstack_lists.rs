use serde_json::json;
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

use dispatch_svc::config::RingstackSettings;
use dispatch_svc::ringstack::{RingstackClient, RingstackError};

fn settings(base: &str) -> RingstackSettings {
    RingstackSettings {
        base_url: base.to_string(),
        api_key: "test-key".into(),
        timeout_secs: 2,
        webhook_secret: "whsec".into(),
    }
}

#[tokio::test]
async fn lists_contact_lists() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/contact-lists"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!([{"id": "cl_1", "name": "Q3 leads"}])))
        .mount(&server)
        .await;
    let client = RingstackClient::new(&settings(&server.uri())).unwrap();
    let lists = client.list_contact_lists("rep@tapfield.app").await.unwrap();
    assert_eq!(lists[0].name, "Q3 leads");
}

#[tokio::test]
async fn service_unavailable_is_reported_as_disabled() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .respond_with(ResponseTemplate::new(503))
        .mount(&server)
        .await;
    let client = RingstackClient::new(&settings(&server.uri())).unwrap();
    let err = client.list_contact_lists("rep@tapfield.app").await.unwrap_err();
    assert!(matches!(err, RingstackError::ApiDisabled));
}

#[tokio::test]
async fn bad_gateway_is_transient() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .respond_with(ResponseTemplate::new(502))
        .mount(&server)
        .await;
    let client = RingstackClient::new(&settings(&server.uri())).unwrap();
    let err = client.list_contact_lists("rep@tapfield.app").await.unwrap_err();
    assert!(err.is_transient());
}
