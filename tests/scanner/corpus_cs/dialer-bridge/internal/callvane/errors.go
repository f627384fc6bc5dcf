package callvane

import (
	"fmt"
	"strings"
)

// APIError mirrors the error body returned by Callvane.
type APIError struct {
	StatusCode int           `json:"-"`
	Message    string        `json:"error"`
	Details    []ErrorDetail `json:"details,omitempty"`
}

type ErrorDetail struct {
	Path    string `json:"path"`
	Message string `json:"message"`
}

func (e *APIError) Error() string {
	if len(e.Details) == 0 {
		return fmt.Sprintf("callvane: %d %s", e.StatusCode, e.Message)
	}
	parts := make([]string, 0, len(e.Details))
	for _, d := range e.Details {
		parts = append(parts, d.Path+": "+d.Message)
	}
	return fmt.Sprintf("callvane: %d %s (%s)", e.StatusCode, e.Message, strings.Join(parts, "; "))
}

// IsUserNotFound reports whether the acting user could not be resolved.
func IsUserNotFound(err error) bool {
	e, ok := err.(*APIError)
	return ok && e.StatusCode == 404 && e.Message == "user not found"
}
