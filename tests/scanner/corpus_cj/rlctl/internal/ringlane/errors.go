package ringlane

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
)

var (
	ErrUserNotFound = errors.New("ringlane: acting user not found")
	ErrIdPDown      = errors.New("ringlane: identity provider unreachable")
	ErrDisabled     = errors.New("ringlane: public API disabled")
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
	return fmt.Sprintf("ringlane %d: %s", e.Status, e.Message)
}

func decodeError(resp *http.Response) error {
	apiErr := &APIError{Status: resp.StatusCode}
	_ = json.NewDecoder(resp.Body).Decode(apiErr)
	switch {
	case resp.StatusCode == http.StatusNotFound && apiErr.Message == "user not found":
		return fmt.Errorf("%w: %s", ErrUserNotFound, apiErr.Message)
	case resp.StatusCode == http.StatusBadGateway:
		return ErrIdPDown
	case resp.StatusCode == http.StatusServiceUnavailable:
		return ErrDisabled
	}
	return apiErr
}

// Retryable reports whether a command should be retried.
func Retryable(err error) bool {
	return errors.Is(err, ErrIdPDown)
}
