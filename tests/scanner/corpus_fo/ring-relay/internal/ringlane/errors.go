package ringlane

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
)

// apiError mirrors Ringlane's error body.
type apiError struct {
	Status  int
	Message string `json:"error"`
	Details []struct {
		Path    string `json:"path"`
		Message string `json:"message"`
	} `json:"details"`
}

func (e *apiError) Error() string {
	return fmt.Sprintf("ringlane %d: %s", e.Status, e.Message)
}

func decodeError(resp *http.Response) error {
	b, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	e := &apiError{Status: resp.StatusCode}
	if err := json.Unmarshal(b, e); err != nil || e.Message == "" {
		e.Message = http.StatusText(resp.StatusCode)
	}
	return e
}

// IsRetryable reports whether the relay should ask Laravel to try again later.
func IsRetryable(err error) bool {
	var e *apiError
	if !errors.As(err, &e) {
		return true // network error
	}
	switch e.Status {
	case http.StatusTooManyRequests:
		return true
	case http.StatusBadGateway: // IdP unreachable on Ringlane's side
		return true
	case http.StatusServiceUnavailable: // public API disabled, retrying won't help
		return false
	}
	return false
}
