package callbrook

import (
	"context"
	"net/http"
	"time"
)

// Appender is implemented by both API generations.
type Appender interface {
	Append(ctx context.Context, target string, phones []string) error
}

type legacyAppender struct{ c *LegacyClient }

func (l legacyAppender) Append(ctx context.Context, t string, p []string) error {
	return l.c.AppendContacts(ctx, t, p)
}

type v2Appender struct{ c *Client }

func (v v2Appender) Append(ctx context.Context, t string, p []string) error {
	return v.c.AddMembers(ctx, t, p)
}

type Settings struct {
	UseV2         bool
	LegacyBaseURL string
	V2BaseURL     string
	SharedKey     string
	V2Key         string
	RouterUserID  string
}

func New(s Settings) Appender {
	hc := &http.Client{Timeout: 10 * time.Second}
	if s.UseV2 {
		return v2Appender{&Client{BaseURL: s.V2BaseURL, Key: s.V2Key, HTTP: hc}}
	}
	return legacyAppender{&LegacyClient{BaseURL: s.LegacyBaseURL, SharedKey: s.SharedKey, ActingUser: s.RouterUserID, HTTP: hc}}
}
