package webhook

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

type memStore struct{ n int }

func (m *memStore) Save(context.Context, string, string, bool, []byte) error { m.n++; return nil }

func sign(secret, body string) string {
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte(body))
	return hex.EncodeToString(mac.Sum(nil))
}

func TestRinglaneRejectsBadSignature_401(t *testing.T) {
	h := &RinglaneHandler{Secret: []byte("s3cret"), Store: &memStore{}}
	req := httptest.NewRequest(http.MethodPost, "/webhooks/ringlane", strings.NewReader(`{}`))
	req.Header.Set("X-Ringlane-Signature", "deadbeef")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusUnauthorized {
		t.Fatalf("got %d", rec.Code)
	}
}

func TestRinglaneAcceptsValidSignature(t *testing.T) {
	body := `{"type":"call.completed"}`
	h := &RinglaneHandler{Secret: []byte("s3cret"), Store: &memStore{}}
	req := httptest.NewRequest(http.MethodPost, "/webhooks/ringlane", strings.NewReader(body))
	req.Header.Set("X-Ringlane-Signature", sign("s3cret", body))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusNoContent {
		t.Fatalf("got %d", rec.Code)
	}
}
