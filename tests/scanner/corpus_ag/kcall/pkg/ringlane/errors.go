package ringlane

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
)

var (
	ErrUserNotFound   = errors.New("ringlane: acting user not found")
	ErrIdPUnavailable = errors.New("ringlane: identity provider unreachable")
	ErrAPIDisabled    = errors.New("ringlane: public API disabled")
)

type apiError struct {
	Message string `json:"error"`
	Details []struct {
		Path    string `json:"path"`
		Message string `json:"message"`
	} `json:"details"`
}

type HTTPError struct {
	Status  int
	Message string
}

func (e *HTTPError) Error() string { return fmt.Sprintf("ringlane: %d %s", e.Status, e.Message) }

func decodeError(resp *http.Response) error {
	var body apiError
	_ = json.NewDecoder(resp.Body).Decode(&body)

	switch resp.StatusCode {
	case http.StatusBadGateway:
		return ErrIdPUnavailable
	case http.StatusServiceUnavailable:
		return ErrAPIDisabled
	case http.StatusNotFound:
		if strings.EqualFold(body.Message, "user not found") {
			return ErrUserNotFound
		}
	}
	return &HTTPError{Status: resp.StatusCode, Message: body.Message}
}
