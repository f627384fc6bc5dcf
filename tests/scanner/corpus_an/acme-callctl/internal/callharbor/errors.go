package callharbor

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
)

type APIError struct {
	Status  int           `json:"-"`
	Message string        `json:"error"`
	Details []ErrorDetail `json:"details"`
}

type ErrorDetail struct {
	Path    string `json:"path"`
	Message string `json:"message"`
}

func (e *APIError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "callharbor: %d %s", e.Status, e.Message)
	for _, d := range e.Details {
		fmt.Fprintf(&b, "; %s: %s", d.Path, d.Message)
	}
	return b.String()
}

// Temporary reports whether retrying later may succeed.
func (e *APIError) Temporary() bool {
	return e.Status == http.StatusTooManyRequests || e.Status == http.StatusBadGateway
}

func (e *APIError) UserNotFound() bool {
	return e.Status == http.StatusNotFound && e.Message == "user not found"
}

func (e *APIError) APIDisabled() bool {
	return e.Status == http.StatusServiceUnavailable
}

func decodeError(resp *http.Response) error {
	e := &APIError{Status: resp.StatusCode}
	if err := json.NewDecoder(resp.Body).Decode(e); err != nil {
		e.Message = http.StatusText(resp.StatusCode)
	}
	return e
}
