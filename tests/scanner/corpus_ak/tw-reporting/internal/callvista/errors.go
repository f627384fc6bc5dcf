package callvista

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
)

var (
	ErrUserNotFound = errors.New("callvista: acting user not found")
	ErrAPIDisabled  = errors.New("callvista: public API disabled")
	ErrIdPDown      = errors.New("callvista: identity provider unreachable")
	ErrListNotFound = errors.New("callvista: contact list not found")
)

type apiError struct {
	Error   string `json:"error"`
	Details []struct {
		Path    string `json:"path"`
		Message string `json:"message"`
	} `json:"details"`
}

func decodeError(resp *http.Response) error {
	raw, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<16))
	var body apiError
	_ = json.Unmarshal(raw, &body)

	switch resp.StatusCode {
	case http.StatusNotFound:
		if body.Error == "user not found" {
			return ErrUserNotFound
		}
		return ErrListNotFound
	case http.StatusBadGateway:
		return ErrIdPDown
	case http.StatusServiceUnavailable:
		return ErrAPIDisabled
	}
	return fmt.Errorf("callvista: HTTP %d: %s", resp.StatusCode, body.Error)
}
