// Package httpx holds HTTP helpers shared by all vendor clients.
package httpx

import (
	"net/http"
	"time"
)

// Retryable reports whether a status is worth retrying for a generic upstream.
func Retryable(status int) bool {
	switch status {
	case http.StatusTooManyRequests, http.StatusBadGateway, http.StatusServiceUnavailable, http.StatusGatewayTimeout:
		return true
	}
	return false
}

// Do runs req up to attempts times, retrying when shouldRetry says so.
func Do(c *http.Client, newReq func() (*http.Request, error), attempts int, shouldRetry func(int) bool) (*http.Response, error) {
	var last *http.Response
	for i := 0; i < attempts; i++ {
		req, err := newReq()
		if err != nil {
			return nil, err
		}
		resp, err := c.Do(req)
		if err != nil {
			return nil, err
		}
		if !shouldRetry(resp.StatusCode) {
			return resp, nil
		}
		resp.Body.Close()
		last = resp
		time.Sleep(time.Duration(200*(i+1)) * time.Millisecond)
	}
	return last, nil
}
