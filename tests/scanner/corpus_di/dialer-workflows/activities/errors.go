package activities

import (
	"encoding/json"
	"fmt"
	"strings"
)

// Temporal application error types; referenced by workflow retry policies.
const (
	ErrTypeUserNotFound = "RinglaneUserNotFound"
	ErrTypeAPIDisabled  = "RinglaneAPIDisabled"
	ErrTypeBadKey       = "RinglaneBadKey"
	ErrTypeValidation   = "RinglaneValidation"
)

type ringlaneErrorBody struct {
	Error   string `json:"error"`
	Details []struct {
		Path    string `json:"path"`
		Message string `json:"message"`
	} `json:"details"`
}

func describe(status int, raw []byte) string {
	var b ringlaneErrorBody
	if json.Unmarshal(raw, &b) != nil || b.Error == "" {
		return fmt.Sprintf("HTTP %d", status)
	}
	var sb strings.Builder
	sb.WriteString(b.Error)
	for _, d := range b.Details {
		fmt.Fprintf(&sb, "; %s: %s", d.Path, d.Message)
	}
	return sb.String()
}
