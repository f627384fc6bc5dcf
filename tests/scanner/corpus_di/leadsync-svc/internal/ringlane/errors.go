package ringlane

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
)

var (
	ErrUnauthorized     = errors.New("ringlane: invalid api key")
	ErrAPIDisabled      = errors.New("ringlane: public API disabled for this workspace")
	ErrUserNotFound     = errors.New("ringlane: acting user not found")
	ErrListNotFound     = errors.New("ringlane: contact list not found")
)

type ErrorDetail struct {
	Path    string `json:"path"`
	Message string `json:"message"`
}

// APIError mirrors the error envelope returned by Ringlane.
type APIError struct {
	Status  int           `json:"-"`
	Message string        `json:"error"`
	Details []ErrorDetail `json:"details,omitempty"`
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

// Temporary reports whether the request may be retried as-is.
func (e *APIError) Temporary() bool {
	switch e.Status {
	case http.StatusTooManyRequests:
		return true
	case http.StatusBadGateway: // identity provider unreachable on their side
		return true
	}
	return false
}

func (e *APIError) Unwrap() error {
	switch {
	case e.Status == http.StatusUnauthorized:
		return ErrUnauthorized
	case e.Status == http.StatusServiceUnavailable:
		return ErrAPIDisabled
	case e.Status == http.StatusNotFound && e.Message == "user not found":
		return ErrUserNotFound
	case e.Status == http.StatusNotFound:
		return ErrListNotFound
	}
	return nil
}

func decodeError(status int, body []byte) *APIError {
	e := &APIError{Status: status}
	if err := json.Unmarshal(body, e); err != nil || e.Message == "" {
		e.Message = http.StatusText(status)
	}
	return e
}
