package ringlyne

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
)

var (
	ErrUserNotFound   = errors.New("ringlyne: acting user not found")
	ErrAPIDisabled    = errors.New("ringlyne: public API disabled")
	ErrIdPUnavailable = errors.New("ringlyne: identity provider unreachable")
)

type fieldIssue struct {
	Path    string `json:"path"`
	Message string `json:"message"`
}

type apiErrorBody struct {
	Error   string       `json:"error"`
	Details []fieldIssue `json:"details"`
}

// APIError is returned for any non-2xx response we do not map to a sentinel.
type APIError struct {
	Status  int
	Message string
}

func (e *APIError) Error() string { return fmt.Sprintf("ringlyne: %d %s", e.Status, e.Message) }

func decodeError(resp *http.Response) error {
	var body apiErrorBody
	_ = json.NewDecoder(resp.Body).Decode(&body)

	switch {
	case resp.StatusCode == http.StatusNotFound && strings.EqualFold(body.Error, "user not found"):
		return ErrUserNotFound
	case resp.StatusCode == http.StatusServiceUnavailable:
		return ErrAPIDisabled
	case resp.StatusCode == http.StatusBadGateway:
		return ErrIdPUnavailable
	}
	msg := body.Error
	for _, d := range body.Details {
		msg += fmt.Sprintf("; %s: %s", d.Path, d.Message)
	}
	return &APIError{Status: resp.StatusCode, Message: msg}
}

// IsRetryable reports whether the Lambda should be retried.
func IsRetryable(err error) bool {
	var apiErr *APIError
	if errors.As(err, &apiErr) && apiErr.Status == http.StatusTooManyRequests {
		return true
	}
	return errors.Is(err, ErrIdPUnavailable)
}
