package callvane

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
)

var (
	// ErrUserNotFound means the acting user is unknown to Callvane's identity provider.
	ErrUserNotFound = errors.New("callvane: acting user not found")
	// ErrAPIDisabled means the public API was switched off for the account.
	ErrAPIDisabled = errors.New("callvane: public API disabled")
	// ErrUnauthorized means the API key was rejected.
	ErrUnauthorized = errors.New("callvane: invalid API key")
)

// APIError is returned for any other non-2xx response.
type APIError struct {
	StatusCode int    `json:"-"`
	Message    string `json:"error"`
}

func (e *APIError) Error() string {
	return fmt.Sprintf("callvane: HTTP %d: %s", e.StatusCode, e.Message)
}

// TemporaryError wraps failures that are worth retrying later.
type TemporaryError struct{ Err *APIError }

func (e *TemporaryError) Error() string { return e.Err.Error() + " (temporary)" }
func (e *TemporaryError) Unwrap() error { return e.Err }

func parseError(resp *http.Response) error {
	raw, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<16))
	apiErr := &APIError{StatusCode: resp.StatusCode}
	_ = json.Unmarshal(raw, apiErr)

	switch {
	case resp.StatusCode == http.StatusUnauthorized:
		return ErrUnauthorized
	case resp.StatusCode == http.StatusNotFound && apiErr.Message == "user not found":
		return ErrUserNotFound
	case resp.StatusCode == http.StatusServiceUnavailable:
		return ErrAPIDisabled
	case resp.StatusCode == http.StatusBadGateway:
		return &TemporaryError{Err: apiErr}
	}
	return apiErr
}
