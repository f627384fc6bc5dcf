package ringlark

import (
	"errors"
	"fmt"
	"net/http"
)

// APIError is the error payload returned by Ringlark.
type APIError struct {
	StatusCode int           `json:"-"`
	Message    string        `json:"error"`
	Details    []ErrorDetail `json:"details,omitempty"`
}

// ErrorDetail points at the offending field in a request.
type ErrorDetail struct {
	Path    string `json:"path"`
	Message string `json:"message"`
}

func (e *APIError) Error() string {
	if len(e.Details) > 0 {
		return fmt.Sprintf("ringlark: %d %s (%s: %s)", e.StatusCode, e.Message, e.Details[0].Path, e.Details[0].Message)
	}
	return fmt.Sprintf("ringlark: %d %s", e.StatusCode, e.Message)
}

var (
	ErrUnauthorized   = errors.New("ringlark: invalid api key")
	ErrUserNotFound   = errors.New("ringlark: acting user not found")
	ErrListNotFound   = errors.New("ringlark: contact list not found")
	ErrAPIDisabled    = errors.New("ringlark: public api disabled for org")
	ErrIdPUnavailable = errors.New("ringlark: identity provider unreachable")
	ErrRateLimited    = errors.New("ringlark: rate limited")
)

// classify maps a Ringlark response to one of our sentinel errors.
func classify(apiErr *APIError) error {
	switch apiErr.StatusCode {
	case http.StatusUnauthorized:
		return ErrUnauthorized
	case http.StatusNotFound:
		if apiErr.Message == "user not found" {
			return ErrUserNotFound
		}
		return ErrListNotFound
	case http.StatusBadGateway:
		return ErrIdPUnavailable
	case http.StatusServiceUnavailable:
		return ErrAPIDisabled
	case http.StatusTooManyRequests:
		return ErrRateLimited
	}
	return apiErr
}

// Retryable reports whether the caller should back off and try again.
func Retryable(err error) bool {
	return errors.Is(err, ErrIdPUnavailable) || errors.Is(err, ErrRateLimited)
}
