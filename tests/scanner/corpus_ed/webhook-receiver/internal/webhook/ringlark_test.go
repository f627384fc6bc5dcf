package webhook

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"net/http/httptest"
	"strings"
	"testing"
)

func sign(secret, body string) string {
	m := hmac.New(sha256.New, []byte(secret))
	m.Write([]byte(body))
	return hex.EncodeToString(m.Sum(nil))
}

func TestRinglarkVerifier(t *testing.T) {
	const secret = "whsec_test_only"
	body := `{"event":"call.completed","call_id":"c_123","disposition":"connected"}`

	cases := []struct {
		name    string
		sig     string
		wantErr bool
	}{
		{"valid", sign(secret, body), false},
		{"wrong secret", sign("nope", body), true},
		{"missing header", "", true},
		{"truncated", sign(secret, body)[:20], true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			req := httptest.NewRequest("POST", "/hooks/ringlark", strings.NewReader(body))
			if tc.sig != "" {
				req.Header.Set("X-Ringlark-Signature", tc.sig)
			}
			_, err := RinglarkVerifier{Secret: []byte(secret)}.Verify(req)
			if (err != nil) != tc.wantErr {
				t.Fatalf("err=%v wantErr=%v", err, tc.wantErr)
			}
			if err != nil && !errors.Is(err, ErrBadSignature) {
				t.Fatalf("unexpected error type %T", err)
			}
		})
	}
}
