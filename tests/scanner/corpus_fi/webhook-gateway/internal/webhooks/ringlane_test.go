package webhooks

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func sign(secret, body string) string {
	m := hmac.New(sha256.New, []byte(secret))
	m.Write([]byte(body))
	return hex.EncodeToString(m.Sum(nil))
}

func TestRinglaneHandler(t *testing.T) {
	const body = `{"type":"call.completed","occurred_at":"2024-05-02T14:00:00Z","data":{"call_id":"c_1"}}`
	var published string
	h := &RinglaneHandler{Secret: []byte("whsec_test"), Publish: func(topic string, _ []byte) error {
		published = topic
		return nil
	}}

	t.Run("valid signature", func(t *testing.T) {
		req := httptest.NewRequest(http.MethodPost, "/hooks/ringlane", strings.NewReader(body))
		req.Header.Set("X-Ringlane-Signature", sign("whsec_test", body))
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		require.Equal(t, http.StatusNoContent, rec.Code)
		assert.Equal(t, "ringlane.call.completed", published)
	})

	t.Run("missing signature is 401", func(t *testing.T) {
		req := httptest.NewRequest(http.MethodPost, "/hooks/ringlane", strings.NewReader(body))
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		assert.Equal(t, http.StatusUnauthorized, rec.Code)
		assert.JSONEq(t, `{"error":"invalid signature"}`, rec.Body.String())
	})
}
