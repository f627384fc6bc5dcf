package dialwave

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
)

var (
	ErrIdentityProviderDown = errors.New("dialwave: identity provider unreachable")
	ErrAPIDisabled          = errors.New("dialwave: public API disabled")
	ErrUserNotFound         = errors.New("dialwave: acting user not found")
)

type apiError struct {
	Error   string `json:"error"`
	Details []struct {
		Path    string `json:"path"`
		Message string `json:"message"`
	} `json:"details"`
}

type Error struct {
	Status  int
	Message string
}

func (e *Error) Error() string { return fmt.Sprintf("dialwave: %d %s", e.Status, e.Message) }

func decodeError(resp *http.Response) error {
	var body apiError
	_ = json.NewDecoder(resp.Body).Decode(&body)

	switch resp.StatusCode {
	case http.StatusBadGateway:
		return ErrIdentityProviderDown
	case http.StatusServiceUnavailable:
		return ErrAPIDisabled
	case http.StatusNotFound:
		if body.Error == "user not found" {
			return ErrUserNotFound
		}
	}
	return &Error{Status: resp.StatusCode, Message: body.Error}
}

// Retryable reports whether the dialer should requeue the job.
func Retryable(err error) bool {
	return errors.Is(err, ErrIdentityProviderDown)
}
