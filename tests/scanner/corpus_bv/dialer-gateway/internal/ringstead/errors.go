package ringstead

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
)

var (
	ErrUserNotFound   = errors.New("ringstead: acting user not found")
	ErrListNotFound   = errors.New("ringstead: contact list not found")
	ErrIdPUnavailable = errors.New("ringstead: identity provider unavailable")
	ErrAPIDisabled    = errors.New("ringstead: public API disabled")
)

// apiError mirrors the body Ringstead returns on failure.
type apiError struct {
	Error   string        `json:"error"`
	Details []errorDetail `json:"details,omitempty"`
}

type errorDetail struct {
	Path    string `json:"path"`
	Message string `json:"message"`
}

// StatusError is returned for any non-2xx response.
type StatusError struct {
	Status  int
	Message string
	Details []errorDetail
	kind    error
}

func (e *StatusError) Error() string {
	if len(e.Details) > 0 {
		return fmt.Sprintf("ringstead %d: %s (%s: %s)", e.Status, e.Message, e.Details[0].Path, e.Details[0].Message)
	}
	return fmt.Sprintf("ringstead %d: %s", e.Status, e.Message)
}

func (e *StatusError) Unwrap() error { return e.kind }

// retryable reports whether a failed call may be retried as-is.
func retryable(err error) bool {
	var se *StatusError
	if !errors.As(err, &se) {
		return false
	}
	switch se.Status {
	case http.StatusBadGateway, http.StatusTooManyRequests:
		return true
	}
	return false
}

// IsUserNotFound is used by handlers that want to show a "seat not set up" message.
func IsUserNotFound(err error) bool {
	var se *StatusError
	return errors.As(err, &se) && se.Status == http.StatusNotFound && se.Message == "user not found"
}

func decodeError(resp *http.Response) error {
	var body apiError
	_ = json.NewDecoder(resp.Body).Decode(&body)
	se := &StatusError{Status: resp.StatusCode, Message: body.Error, Details: body.Details}
	switch resp.StatusCode {
	case http.StatusNotFound:
		if strings.EqualFold(body.Error, "user not found") {
			se.kind = ErrUserNotFound
		} else {
			se.kind = ErrListNotFound
		}
	case http.StatusBadGateway:
		se.kind = ErrIdPUnavailable
	case http.StatusServiceUnavailable:
		se.kind = ErrAPIDisabled
	}
	return se
}
