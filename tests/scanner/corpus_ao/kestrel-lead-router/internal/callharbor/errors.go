package callharbor

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
)

var (
	ErrIdentityProviderDown = errors.New("callharbor: identity provider unreachable")
	ErrAPIDisabled          = errors.New("callharbor: public API disabled")
	ErrActingUserUnknown    = errors.New("callharbor: acting user not found")
)

type apiError struct {
	Error   string `json:"error"`
	Details []struct {
		Path    string `json:"path"`
		Message string `json:"message"`
	} `json:"details"`
}

// APIError is returned for any other non-2xx response.
type APIError struct {
	Status  int
	Message string
}

func (e *APIError) Error() string { return fmt.Sprintf("callharbor: %d %s", e.Status, e.Message) }

func decodeError(resp *http.Response) error {
	var body apiError
	_ = json.NewDecoder(resp.Body).Decode(&body)
	return classify(resp.StatusCode, body)
}

func classify(status int, body apiError) error {
	switch status {
	case http.StatusBadGateway:
		return ErrIdentityProviderDown
	case http.StatusServiceUnavailable:
		return ErrAPIDisabled
	case http.StatusNotFound:
		if strings.EqualFold(body.Error, "user not found") {
			return ErrActingUserUnknown
		}
	}
	return &APIError{Status: status, Message: body.Error}
}

// Retryable reports whether the router should re-queue the lead.
func Retryable(err error) bool {
	return errors.Is(err, ErrIdentityProviderDown)
}
