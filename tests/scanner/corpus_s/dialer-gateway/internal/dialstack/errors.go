package dialstack

import (
	"errors"
	"fmt"
)

// APIError mirrors the JSON error body Dialstack returns.
type APIError struct {
	StatusCode int           `json:"-"`
	Message    string        `json:"error"`
	Details    []FieldDetail `json:"details,omitempty"`
}

type FieldDetail struct {
	Path    string `json:"path"`
	Message string `json:"message"`
}

func (e *APIError) Error() string {
	if len(e.Details) > 0 {
		return fmt.Sprintf("dialstack %d: %s (%s: %s)", e.StatusCode, e.Message, e.Details[0].Path, e.Details[0].Message)
	}
	return fmt.Sprintf("dialstack %d: %s", e.StatusCode, e.Message)
}

var ErrUserNotFound = errors.New("dialstack: acting user not found")

// IsUserNotFound reports whether Dialstack could not resolve the acting user.
func IsUserNotFound(err error) bool {
	var apiErr *APIError
	if !errors.As(err, &apiErr) {
		return false
	}
	return apiErr.StatusCode == 404 && apiErr.Message == "user not found"
}

func IsAPIDisabled(err error) bool {
	var apiErr *APIError
	return errors.As(err, &apiErr) && apiErr.StatusCode == 503
}
