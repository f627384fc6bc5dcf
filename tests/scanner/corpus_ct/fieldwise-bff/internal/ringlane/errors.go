package ringlane

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
)

type FieldError struct {
	Path    string `json:"path"`
	Message string `json:"message"`
}

// APIError is Ringlane's error response.
type APIError struct {
	Status  int          `json:"-"`
	Message string       `json:"error"`
	Details []FieldError `json:"details"`
}

func (e *APIError) Error() string {
	if len(e.Details) > 0 {
		parts := make([]string, 0, len(e.Details))
		for _, d := range e.Details {
			parts = append(parts, d.Path+": "+d.Message)
		}
		return fmt.Sprintf("ringlane %d: %s (%s)", e.Status, e.Message, strings.Join(parts, "; "))
	}
	return fmt.Sprintf("ringlane %d: %s", e.Status, e.Message)
}

// UserNotFound: the acting email has no Ringlane seat.
func (e *APIError) UserNotFound() bool {
	return e.Status == http.StatusNotFound && strings.EqualFold(e.Message, "user not found")
}

// Temporary reports errors worth retrying: rate limits and Ringlane's IdP being unreachable.
func (e *APIError) Temporary() bool {
	return e.Status == http.StatusTooManyRequests || e.Status == http.StatusBadGateway
}

// Disabled: Ringlane has switched the public API off for our account.
func (e *APIError) Disabled() bool {
	return e.Status == http.StatusServiceUnavailable
}

func decodeAPIError(res *http.Response) error {
	b, _ := io.ReadAll(io.LimitReader(res.Body, 64<<10))
	apiErr := &APIError{Status: res.StatusCode}
	if err := json.Unmarshal(b, apiErr); err != nil || apiErr.Message == "" {
		apiErr.Message = http.StatusText(res.StatusCode)
	}
	return apiErr
}
