package api

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
)

type v1Error struct {
	Message string `json:"error"`
	Details []struct {
		Path    string `json:"path"`
		Message string `json:"message"`
	} `json:"details"`
}

type Error struct {
	Status int
	Text   string
}

func (e *Error) Error() string { return fmt.Sprintf("voxbridge: %d %s", e.Status, e.Text) }

func decodeError(resp *http.Response) error {
	raw, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	var ve v1Error
	if json.Unmarshal(raw, &ve) != nil || ve.Message == "" {
		return &Error{Status: resp.StatusCode, Text: strings.TrimSpace(string(raw))}
	}
	if resp.StatusCode == http.StatusNotFound && ve.Message == "user not found" {
		return &Error{Status: resp.StatusCode, Text: "your email is not a Voxbridge user (check --as / VBCTL_AS)"}
	}
	var b strings.Builder
	b.WriteString(ve.Message)
	for _, d := range ve.Details {
		fmt.Fprintf(&b, "\n  - %s: %s", d.Path, d.Message)
	}
	return &Error{Status: resp.StatusCode, Text: b.String()}
}
