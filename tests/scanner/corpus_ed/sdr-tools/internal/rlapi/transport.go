package rlapi

import (
	"bytes"
	"io"
	"math/rand"
	"net/http"
	"time"
)

// authTransport stamps every request with the org key and the acting user,
// and retries the identity-provider hiccups Ringlark surfaces as 502.
type authTransport struct {
	key     string
	userID  string
	base    http.RoundTripper
	retries int
}

func (t *authTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	var body []byte
	if req.Body != nil {
		body, _ = io.ReadAll(req.Body)
		req.Body.Close()
	}
	for attempt := 0; ; attempt++ {
		r := req.Clone(req.Context())
		if body != nil {
			r.Body = io.NopCloser(bytes.NewReader(body))
		}
		r.Header.Set(hdrKey, t.key)
		r.Header.Set(hdrUserID, t.userID)
		r.Header.Set(hdrTrace, newTraceID())

		resp, err := t.base.RoundTrip(r)
		if err != nil || attempt >= t.retries {
			return resp, err
		}
		if resp.StatusCode != http.StatusBadGateway {
			return resp, nil
		}
		resp.Body.Close()
		time.Sleep(time.Duration(200*(1<<attempt)+rand.Intn(100)) * time.Millisecond)
	}
}

func newTraceID() string {
	const alphabet = "abcdef0123456789"
	b := make([]byte, 16)
	for i := range b {
		b[i] = alphabet[rand.Intn(len(alphabet))]
	}
	return string(b)
}
