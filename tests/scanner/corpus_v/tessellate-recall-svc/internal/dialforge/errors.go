package dialforge

import (
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/go-resty/resty/v2"
)

var (
	ErrAPIDisabled         = errors.New("dialforge: public API disabled")
	ErrActingUserNotFound  = errors.New("dialforge: acting user not found")
	ErrContactListNotFound = errors.New("dialforge: contact list not found")
	ErrIdPUnavailable      = errors.New("dialforge: identity provider unavailable")
)

type errorDetail struct {
	Path    string `json:"path"`
	Message string `json:"message"`
}

type apiError struct {
	Error   string        `json:"error"`
	Details []errorDetail `json:"details"`
}

func classify(resp *resty.Response) error {
	e, _ := resp.Error().(*apiError)
	switch resp.StatusCode() {
	case http.StatusServiceUnavailable:
		return ErrAPIDisabled
	case http.StatusBadGateway:
		return ErrIdPUnavailable
	case http.StatusNotFound:
		if e != nil && strings.EqualFold(e.Error, "user not found") {
			return ErrActingUserNotFound
		}
		return ErrContactListNotFound
	}
	if e != nil {
		return fmt.Errorf("dialforge %d: %s", resp.StatusCode(), e.Error)
	}
	return fmt.Errorf("dialforge %d", resp.StatusCode())
}
