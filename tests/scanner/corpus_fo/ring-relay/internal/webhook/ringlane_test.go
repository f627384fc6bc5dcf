package webhook

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func sign(secret, body string) string {
	m := hmac.New(sha256.New, []byte(secret))
	m.Write([]byte(body))
	return hex.EncodeToString(m.Sum(nil))
}

func TestRinglaneWebhook(t *testing.T) {
	body := `{"event":"call.completed"}`
	req := httptest.NewRequest(http.MethodPost, "/hooks/ringlane", strings.NewReader(body))
	req.Header.Set(ringlaneSigHeader, sign("s3cret", body))
	rec := httptest.NewRecorder()

	Ringlane("s3cret")(rec, req)

	if rec.Code != http.StatusNoContent {
		t.Fatalf("want 204, got %d", rec.Code)
	}
}

func TestRinglaneWebhook_BadSignatureReturns401(t *testing.T) {
	req := httptest.NewRequest(http.MethodPost, "/hooks/ringlane", strings.NewReader("{}"))
	req.Header.Set(ringlaneSigHeader, "nope")
	rec := httptest.NewRecorder()

	Ringlane("s3cret")(rec, req)

	if rec.Code != http.StatusUnauthorized {
		t.Fatalf("want 401, got %d", rec.Code)
	}
}
