use ringlane_sync::config::RinglaneConfig;
use ringlane_sync::ringlane::{NewContact, RinglaneClient, RinglaneError};
use serde_json::json;
use wiremock::matchers::{body_partial_json, header, method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

fn cfg(server: &MockServer) -> RinglaneConfig {
    RinglaneConfig {
        base_url: format!("{}/api/public/v1", server.uri()),
        api_key: "test-key".into(),
        acting_user_email: "bot@halyardfreight.com".into(),
        webhook_secret: "s3cret".into(),
        timeout_secs: 5,
        page_size: 50,
    }
}

#[tokio::test]
async fn appends_contacts_with_auth_headers() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/api/public/v1/contact-lists/cl_123/contacts"))
        .and(header("x-api-key", "test-key"))
        .and(header("x-user-email", "bot@halyardfreight.com"))
        .and(body_partial_json(json!({ "contacts": [{ "phone": "+15550100" }] })))
        .respond_with(ResponseTemplate::new(201).set_body_json(json!({ "added": 1 })))
        .expect(1)
        .mount(&server)
        .await;

    let client = RinglaneClient::new(&cfg(&server)).unwrap();
    let contact = NewContact { phone: "+15550100".into(), first_name: None, company: None, external_id: None };
    client.append_contacts("cl_123", &[contact]).await.unwrap();
}

#[tokio::test]
async fn unknown_acting_user_maps_to_user_not_found() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .respond_with(ResponseTemplate::new(404).set_body_json(json!({ "error": "user not found" })))
        .mount(&server)
        .await;

    let err = RinglaneClient::new(&cfg(&server)).unwrap().list_contact_lists().await.unwrap_err();
    assert!(matches!(err, RinglaneError::UserNotFound(ref u) if u == "bot@halyardfreight.com"));
}

#[tokio::test]
async fn status_502_is_retried_then_surfaces_as_transient() {
    let server = MockServer::start().await;
    Mock::given(method("DELETE"))
        .and(path("/api/public/v1/contact-lists/cl_9/contacts/+15550111"))
        .respond_with(ResponseTemplate::new(502).set_body_json(json!({ "error": "identity provider unreachable" })))
        .expect(4)
        .mount(&server)
        .await;

    let err = RinglaneClient::new(&cfg(&server)).unwrap().remove_contact("cl_9", "+15550111").await.unwrap_err();
    assert!(err.is_transient());
}

#[tokio::test]
async fn status_503_means_api_disabled() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(503).set_body_json(json!({ "error": "API disabled on the server" })))
        .mount(&server)
        .await;

    let err = RinglaneClient::new(&cfg(&server)).unwrap().create_contact_list("x", "y").await.unwrap_err();
    assert!(matches!(err, RinglaneError::ApiDisabled));
}
