package api

import (
	"encoding/json"
	"fmt"
	"net/http"
)

// APIError is what CallForge returns on any non-2xx.
type APIError struct {
	Status  int           `json:"-"`
	Message string        `json:"error"`
	Details []ErrorDetail `json:"details,omitempty"`
}

type ErrorDetail struct {
	Path    string `json:"path"`
	Message string `json:"message"`
}

func (e *APIError) Error() string {
	if len(e.Details) > 0 {
		return fmt.Sprintf("callforge %d: %s (%s: %s)", e.Status, e.Message, e.Details[0].Path, e.Details[0].Message)
	}
	return fmt.Sprintf("callforge %d: %s", e.Status, e.Message)
}

func decodeError(resp *http.Response) error {
	apiErr := &APIError{Status: resp.StatusCode}
	if err := json.NewDecoder(resp.Body).Decode(apiErr); err != nil || apiErr.Message == "" {
		apiErr.Message = http.StatusText(resp.StatusCode)
	}
	return apiErr
}

// Hint returns a human hint for common failures.
func Hint(err error) string {
	e, ok := err.(*APIError)
	if !ok {
		return ""
	}
	switch e.Status {
	case http.StatusUnauthorized:
		return "check CALLFORGE_API_KEY"
	case http.StatusBadRequest:
		return "set --as or CALLFORGE_USER"
	case http.StatusNotFound:
		if e.Message == "user not found" {
			return "your email is not a CallForge user"
		}
		return "no such list"
	case http.StatusBadGateway:
		return "CallForge login provider is down, try again in a minute"
	case http.StatusServiceUnavailable:
		return "the public API is disabled for this account (ask an admin)"
	}
	return ""
}
