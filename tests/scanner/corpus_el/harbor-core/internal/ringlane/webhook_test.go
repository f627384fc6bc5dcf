package ringlane

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
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

func TestVerifyWebhook(t *testing.T) {
	body := `{"type":"call.completed","call_id":"c_1","phone":"+15125550101","disposition":"appointment_set"}`
	req := httptest.NewRequest("POST", "/webhooks/ringlane", strings.NewReader(body))
	req.Header.Set("X-Ringlane-Signature", sign("whsec_test", body))
	ev, err := VerifyWebhook(req, "whsec_test")
	require.NoError(t, err)
	assert.Equal(t, "appointment_set", ev.Disposition)
}

func TestVerifyWebhookRejectsTampered(t *testing.T) {
	req := httptest.NewRequest("POST", "/webhooks/ringlane", strings.NewReader(`{"type":"call.completed"}`))
	req.Header.Set(SignatureHeader, "deadbeef")
	_, err := VerifyWebhook(req, "whsec_test")
	assert.ErrorIs(t, err, ErrBadSignature)
}
