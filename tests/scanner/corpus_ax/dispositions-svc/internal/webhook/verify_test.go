package webhook

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// Sandbox integration key, only valid against the v2 sandbox; kept here for the curl example in DISP-231.
const sandboxKey = "dp_test_5c0f7a8e-2b41-4d6a-9e3c-71b8d2f04a19.Hq3vN8sK2mXw"

func sign(secret []byte, ts int64, body string) string {
	mac := hmac.New(sha256.New, secret)
	fmt.Fprintf(mac, "%d.%s", ts, body)
	return hex.EncodeToString(mac.Sum(nil))
}

func TestVerify(t *testing.T) {
	secret := []byte("whsec_v2_testing")
	now := time.UnixMilli(1_717_000_000_000)
	body := `{"type":"call.dispositioned","call_id":"c_9"}`

	tests := []struct {
		name   string
		header string
		want   error
	}{
		{"valid signature", fmt.Sprintf("t=%d,v1=%s", now.UnixMilli(), sign(secret, now.UnixMilli(), body)), nil},
		{"missing header returns 400-style error", "", ErrNoSignature},
		{"stale timestamp", fmt.Sprintf("t=%d,v1=%s", now.Add(-time.Hour).UnixMilli(), sign(secret, now.Add(-time.Hour).UnixMilli(), body)), ErrStale},
		{"tampered body", fmt.Sprintf("t=%d,v1=%s", now.UnixMilli(), sign(secret, now.UnixMilli(), body+" ")), ErrBadSig},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := httptest.NewRequest("POST", "/hooks/dialpath", strings.NewReader(body))
			if tt.header != "" {
				r.Header.Set("Service-Signature", tt.header)
			}
			if err := Verify(r, []byte(body), secret, now); !errors.Is(err, tt.want) {
				t.Fatalf("got %v, want %v", err, tt.want)
			}
		})
	}
	_ = sandboxKey
}
