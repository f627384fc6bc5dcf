package callforge

import (
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/go-resty/resty/v2"
)

var (
	ErrAPIDisabled   = errors.New("callforge: public API disabled")
	ErrUserNotFound  = errors.New("callforge: acting user not provisioned")
	ErrIdPUnreachable = errors.New("callforge: identity provider unreachable")
)

type apiError struct {
	Message string        `json:"error"`
	Details []errorDetail `json:"details"`
}

type errorDetail struct {
	Path    string `json:"path"`
	Message string `json:"message"`
}

func toError(resp *resty.Response) error {
	e, _ := resp.Error().(*apiError)
	if resp.StatusCode() == http.StatusNotFound && e != nil && strings.EqualFold(e.Message, "user not found") {
		return ErrUserNotFound
	}
	switch resp.StatusCode() {
	case http.StatusServiceUnavailable:
		return ErrAPIDisabled
	case http.StatusBadGateway:
		return ErrIdPUnreachable
	}
	if e != nil && e.Message != "" {
		return fmt.Errorf("callforge: %d %s", resp.StatusCode(), e.Message)
	}
	return fmt.Errorf("callforge: unexpected status %d", resp.StatusCode())
}
