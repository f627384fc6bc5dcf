package ringlane

import (
	"errors"
	"fmt"
	"net/http"
	"strings"
)

var (
	ErrUnauthorized   = errors.New("ringlane: invalid api key")
	ErrMissingUser    = errors.New("ringlane: acting user header missing")
	ErrUserNotFound   = errors.New("ringlane: acting user not found")
	ErrAPIDisabled    = errors.New("ringlane: public api disabled for account")
	ErrListNotFound   = errors.New("ringlane: contact list not found")
	ErrIdPUnavailable = errors.New("ringlane: identity provider unreachable")
	ErrRateLimited    = errors.New("ringlane: rate limited")
)

// apiErrorBody is what Ringlane returns on any non-2xx response.
type apiErrorBody struct {
	Error   string        `json:"error"`
	Details []errorDetail `json:"details,omitempty"`
}

type errorDetail struct {
	Path    string `json:"path"`
	Message string `json:"message"`
}

// APIError wraps a failed Ringlane call.
type APIError struct {
	Status  int
	Message string
	Details []errorDetail
}

func (e *APIError) Error() string {
	if len(e.Details) == 0 {
		return fmt.Sprintf("ringlane: %d %s", e.Status, e.Message)
	}
	parts := make([]string, 0, len(e.Details))
	for _, d := range e.Details {
		parts = append(parts, d.Path+": "+d.Message)
	}
	return fmt.Sprintf("ringlane: %d %s (%s)", e.Status, e.Message, strings.Join(parts, "; "))
}

// Unwrap maps status codes onto sentinel errors so callers can use errors.Is.
func (e *APIError) Unwrap() error {
	switch e.Status {
	case http.StatusUnauthorized:
		return ErrUnauthorized
	case http.StatusBadRequest:
		return ErrMissingUser
	case http.StatusNotFound:
		if e.Message == "user not found" {
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
	return nil
}
