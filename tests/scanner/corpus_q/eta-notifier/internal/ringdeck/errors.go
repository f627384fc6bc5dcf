package ringdeck

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
)

// APIError is Ringdeck's error body: {"error": "...", "details": [{"path": "...", "message": "..."}]}
type APIError struct {
	Status  int      `json:"-"`
	Message string   `json:"error"`
	Details []Detail `json:"details"`
}

type Detail struct {
	Path    string `json:"path"`
	Message string `json:"message"`
}

func (e *APIError) Error() string {
	return fmt.Sprintf("ringdeck %d: %s", e.Status, e.Message)
}

// Temporary reports whether the call is worth retrying.
func (e *APIError) Temporary() bool {
	switch e.Status {
	case http.StatusTooManyRequests, http.StatusBadGateway:
		return true
	}
	return false
}

// IsUserNotFound: the configured RINGDECK_USER_ID is unknown to Ringdeck's IdP.
func IsUserNotFound(err error) bool {
	e, ok := err.(*APIError)
	return ok && e.Status == http.StatusNotFound && strings.EqualFold(e.Message, "user not found")
}

// IsDisabled: Ringdeck answers 503 when the API has been switched off for the account.
func IsDisabled(err error) bool {
	e, ok := err.(*APIError)
	return ok && e.Status == http.StatusServiceUnavailable
}

func checkResponse(resp *http.Response) *APIError {
	if resp.StatusCode < 300 {
		return nil
	}
	apiErr := &APIError{Status: resp.StatusCode}
	data, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<16))
	if err := json.Unmarshal(data, apiErr); err != nil || apiErr.Message == "" {
		apiErr.Message = strings.TrimSpace(string(data))
	}
	return apiErr
}
