use ringlane::{ClientBuilder, Contact, Error};
use serde_json::json;
use wiremock::matchers::{body_json, method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

async fn client(server: &MockServer) -> ringlane::Client {
    ClientBuilder::new("test-key", "qa@brightmoorhealth.org")
        .base_url(format!("{}/api/public/v1", server.uri()))
        .build()
        .unwrap()
}

#[tokio::test]
async fn append_contacts_posts_phones() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/api/public/v1/contact-lists/cl_42/contacts"))
        .and(body_json(json!({ "contacts": [{ "phone": "+16175550101" }] })))
        .respond_with(ResponseTemplate::new(202))
        .expect(1)
        .mount(&server)
        .await;

    let c = client(&server).await;
    c.append_contacts("cl_42", &[Contact { phone: "+16175550101".into(), name: None }])
        .await
        .unwrap();
}

#[tokio::test]
async fn maps_503_to_api_disabled() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .respond_with(ResponseTemplate::new(503).set_body_json(json!({ "error": "API disabled on the server" })))
        .mount(&server)
        .await;

    let err = client(&server).await.list_contact_lists().await.unwrap_err();
    assert!(matches!(err, Error::ApiDisabled), "got {err:?}");
}

#[tokio::test]
async fn maps_404_user_not_found() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .respond_with(ResponseTemplate::new(404).set_body_json(json!({ "error": "user not found" })))
        .mount(&server)
        .await;

    let err = client(&server).await.get_contact_list("cl_1").await.unwrap_err();
    assert!(matches!(err, Error::UserNotFound));
}

#[tokio::test]
async fn idp_outage_is_transient() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .respond_with(ResponseTemplate::new(502).set_body_json(json!({ "error": "identity provider unreachable" })))
        .mount(&server)
        .await;

    let err = client(&server).await.list_contact_lists().await.unwrap_err();
    assert!(err.is_transient());
}
