package ringlane

import (
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/go-resty/resty/v2"
)

// apiError is what Ringlane puts in the body of a 4xx/5xx.
type apiError struct {
	Error   string `json:"error"`
	Details []struct {
		Path    string `json:"path"`
		Message string `json:"message"`
	} `json:"details"`
}

var (
	ErrUserNotFound      = errors.New("ringlane: acting user not found")
	ErrIdentityUnavailable = errors.New("ringlane: identity provider unreachable")
	ErrAPIDisabled       = errors.New("ringlane: public API disabled")
)

// StatusError carries the HTTP status for everything we don't map to a sentinel.
type StatusError struct {
	Code    int
	Message string
}

func (e *StatusError) Error() string {
	return fmt.Sprintf("ringlane: %d %s", e.Code, e.Message)
}

func toError(resp *resty.Response) error {
	msg := resp.Status()
	body, _ := resp.Error().(*apiError)
	if body != nil && body.Error != "" {
		msg = body.Error
		for _, d := range body.Details {
			msg += fmt.Sprintf(" (%s: %s)", d.Path, d.Message)
		}
	}

	switch resp.StatusCode() {
	case http.StatusNotFound:
		if body != nil && strings.EqualFold(body.Error, "user not found") {
			return ErrUserNotFound
		}
	case http.StatusBadGateway:
		return fmt.Errorf("%w: %s", ErrIdentityUnavailable, msg)
	case http.StatusServiceUnavailable:
		return ErrAPIDisabled
	}
	return &StatusError{Code: resp.StatusCode(), Message: msg}
}
