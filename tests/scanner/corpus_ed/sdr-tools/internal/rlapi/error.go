package rlapi

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
)

// Error is returned for any non-2xx answer.
type Error struct {
	Status  int
	Msg     string
	Fields  []string
	Hint    string
}

func (e *Error) Error() string {
	s := fmt.Sprintf("ringlark %d: %s", e.Status, e.Msg)
	if len(e.Fields) > 0 {
		s += " [" + strings.Join(e.Fields, ", ") + "]"
	}
	if e.Hint != "" {
		s += " — " + e.Hint
	}
	return s
}

func decodeError(resp *http.Response) error {
	var raw map[string]any
	_ = json.NewDecoder(resp.Body).Decode(&raw)
	e := &Error{Status: resp.StatusCode}
	e.Msg, _ = raw["error"].(string)
	if ds, ok := raw["details"].([]any); ok {
		for _, d := range ds {
			m, _ := d.(map[string]any)
			e.Fields = append(e.Fields, fmt.Sprintf("%v: %v", m["path"], m["message"]))
		}
	}
	switch resp.StatusCode {
	case http.StatusUnauthorized:
		e.Hint = "check RINGLARK_KEY"
	case http.StatusBadRequest:
		e.Hint = "pass --as or set RINGLARK_USER_ID"
	case http.StatusNotFound:
		if e.Msg == "user not found" {
			e.Hint = "your Okta id is not provisioned in Ringlark"
		}
	case http.StatusServiceUnavailable:
		e.Hint = "public API is disabled for the org"
	}
	return e
}
