package ringlane

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
)

type APIError struct {
	Status  int
	Message string `json:"error"`
	Details []struct {
		Path    string `json:"path"`
		Message string `json:"message"`
	} `json:"details"`
}

func (e *APIError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "ringlane: %d %s", e.Status, e.Message)
	for _, d := range e.Details {
		fmt.Fprintf(&b, "\n  %s: %s", d.Path, d.Message)
	}
	return b.String()
}

func (e *APIError) UserNotFound() bool {
	return e.Status == http.StatusNotFound && e.Message == "user not found"
}

func (e *APIError) Temporary() bool {
	switch e.Status {
	case http.StatusTooManyRequests, http.StatusBadGateway:
		return true
	}
	return false
}

func decodeError(resp *http.Response) error {
	e := &APIError{Status: resp.StatusCode}
	_ = json.NewDecoder(resp.Body).Decode(e)
	if e.Status == http.StatusServiceUnavailable {
		return fmt.Errorf("ringlane public API is disabled on the server: %w", e)
	}
	return e
}
