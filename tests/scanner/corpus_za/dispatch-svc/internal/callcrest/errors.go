package callcrest

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
)

var (
	ErrBadKey       = errors.New("callcrest: invalid api key")
	ErrUserNotFound = errors.New("callcrest: acting user not found")
	ErrListNotFound = errors.New("callcrest: contact list not found")
	ErrAPIDisabled  = errors.New("callcrest: public api disabled")
	ErrIdPDown      = errors.New("callcrest: identity provider unreachable")
)

// APIError mirrors the body CallCrest returns on failure.
type APIError struct {
	Status  int
	Message string `json:"error"`
	Details []struct {
		Path    string `json:"path"`
		Message string `json:"message"`
	} `json:"details"`
}

func (e *APIError) Error() string {
	return fmt.Sprintf("callcrest: %d %s", e.Status, e.Message)
}

func isRetryable(status int) bool {
	switch status {
	case http.StatusTooManyRequests, http.StatusBadGateway:
		return true
	}
	return false
}

func decodeError(resp *http.Response) error {
	raw, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	apiErr := &APIError{Status: resp.StatusCode}
	_ = json.Unmarshal(raw, apiErr)

	switch resp.StatusCode {
	case http.StatusUnauthorized:
		return fmt.Errorf("%w: %s", ErrBadKey, apiErr.Message)
	case http.StatusNotFound:
		if strings.Contains(strings.ToLower(apiErr.Message), "user not found") {
			return ErrUserNotFound
		}
		return ErrListNotFound
	case http.StatusBadGateway:
		return ErrIdPDown
	case http.StatusServiceUnavailable:
		return ErrAPIDisabled
	}
	return apiErr
}
