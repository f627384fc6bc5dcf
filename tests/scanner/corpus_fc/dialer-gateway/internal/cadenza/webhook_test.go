package cadenza

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"testing"
)

func sign(body, secret []byte) string {
	m := hmac.New(sha256.New, secret)
	m.Write(body)
	return hex.EncodeToString(m.Sum(nil))
}

func TestVerify_AcceptsValidSignature(t *testing.T) {
	body := []byte(`{"type":"call.completed","call_id":"c_123"}`)
	if !verify(body, sign(body, []byte("s3cr3t")), []byte("s3cr3t")) {
		t.Fatal("expected valid")
	}
}

func TestVerify_RejectsTamperedBody(t *testing.T) {
	body := []byte(`{"type":"call.completed"}`)
	sig := sign(body, []byte("s3cr3t"))
	if verify([]byte(`{"type":"call.failed"}`), sig, []byte("s3cr3t")) {
		t.Fatal("expected rejection")
	}
}
