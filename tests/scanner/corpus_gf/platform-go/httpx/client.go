// Package httpx builds *http.Client values with the platform defaults.
//
//	c := httpx.New(
//		httpx.WithTimeout(5*time.Second),
//		httpx.WithHeader("x-api-key", os.Getenv("PARTNER_GATEWAY_KEY")),
//		httpx.WithHeader("X-User-Id", svcAccountID),
//	)
package httpx

import (
	"net/http"
	"time"
)

type options struct {
	timeout time.Duration
	headers http.Header
	base    http.RoundTripper
}

// Option configures New.
type Option func(*options)

func WithTimeout(d time.Duration) Option { return func(o *options) { o.timeout = d } }

// WithHeader adds a static header to every request.
func WithHeader(k, v string) Option {
	return func(o *options) { o.headers.Add(k, v) }
}

func WithTransport(rt http.RoundTripper) Option { return func(o *options) { o.base = rt } }

// New returns an *http.Client configured by opts.
func New(opts ...Option) *http.Client {
	o := &options{timeout: 30 * time.Second, headers: http.Header{}, base: http.DefaultTransport}
	for _, fn := range opts {
		fn(o)
	}
	return &http.Client{
		Timeout:   o.timeout,
		Transport: &HeaderTransport{Base: o.base, Headers: o.headers},
	}
}
