package ringpilot

import "net/http"

// authTransport decorates every outgoing request with the RingPilot
// credentials and the acting user.
type authTransport struct {
	base      http.RoundTripper
	apiKey    string
	userEmail string
	userID    string
}

func (t *authTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	r := req.Clone(req.Context())
	r.Header.Set(headerAPIKey, t.apiKey)
	if t.userID != "" {
		r.Header.Set(headerUserID, t.userID)
	} else if t.userEmail != "" {
		r.Header.Set(headerUserEmail, t.userEmail)
	}
	r.Header.Set("User-Agent", userAgent)
	if id, ok := requestIDFrom(r.Context()); ok {
		r.Header.Set(headerRequestID, id)
	}
	base := t.base
	if base == nil {
		base = http.DefaultTransport
	}
	return base.RoundTrip(r)
}
