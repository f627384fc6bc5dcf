use assert_cmd::Command;
use predicates::prelude::*;

#[test]
fn fails_without_api_key() {
    Command::cargo_bin("harbor")
        .unwrap()
        .env_remove("HARBOR_API_KEY")
        .arg("lists")
        .assert()
        .failure()
        .stderr(predicate::str::contains("HARBOR_API_KEY not set"));
}

#[test]
fn verify_webhook_rejects_tampered_body() {
    let dir = std::env::temp_dir().join("harbor-cli-test");
    std::fs::create_dir_all(&dir).unwrap();
    let dump = dir.join("tampered.http");
    std::fs::write(&dump, "POST /hooks HTTP/1.1\nContent-Type: application/json\nX-Signature: deadbeef\n\n{}").unwrap();
    Command::cargo_bin("harbor")
        .unwrap()
        .env("HARBOR_API_KEY", "your-api-key-here")
        .env("HARBOR_WEBHOOK_SECRET", "test-secret")
        .args(["verify-webhook", dump.to_str().unwrap()])
        .assert()
        .failure();
}

#[test]
fn v2_flag_requires_v2_key() {
    Command::cargo_bin("harbor")
        .unwrap()
        .env("HARBOR_API_KEY", "your-api-key-here")
        .env_remove("HARBOR_V2_KEY")
        .args(["--v2", "lists"])
        .assert()
        .failure()
        .stderr(predicate::str::contains("HARBOR_V2_KEY"));
}
