package httpx

import "net/http"

// HeaderTransport is an http.RoundTripper that sets static headers on each
// request without mutating the caller's *http.Request.
type HeaderTransport struct {
	Base    http.RoundTripper
	Headers http.Header
}

func (t *HeaderTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	r := req.Clone(req.Context())
	for k, vs := range t.Headers {
		r.Header.Del(k)
		for _, v := range vs {
			r.Header.Add(k, v)
		}
	}
	base := t.Base
	if base == nil {
		base = http.DefaultTransport
	}
	return base.RoundTrip(r)
}
