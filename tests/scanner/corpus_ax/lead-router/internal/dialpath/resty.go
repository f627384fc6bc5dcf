package dialpath

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/go-resty/resty/v2"
)

var ErrDialpathDisabled = errors.New("dialpath public API is switched off for our account")

// DialpathError is the error payload Dialpath sends back.
type DialpathError struct {
	Message string   `json:"error"`
	Details []string `json:"details"`
}

type Leads struct {
	rc *resty.Client
}

func NewLeads(cfg Config) *Leads {
	rc := resty.New().
		SetBaseURL(cfg.BaseURL()).
		SetTimeout(10*time.Second).
		SetHeader("X-Api-Key", cfg.APIKey).
		SetHeader("X-User-Id", cfg.OktaUserID).
		SetHeader("Accept", "application/json").
		SetRetryCount(3).
		SetRetryWaitTime(500 * time.Millisecond).
		AddRetryCondition(func(r *resty.Response, err error) bool {
			// Okta hiccups surface as 502 from Dialpath; everything else is final.
			return err != nil || r.StatusCode() == http.StatusBadGateway
		})
	return &Leads{rc: rc}
}

type pushBody struct {
	Contacts []map[string]string `json:"contacts"`
}

// Lists returns the contact lists visible to the acting user.
func (l *Leads) Lists(ctx context.Context) ([]map[string]any, error) {
	var out struct {
		Data []map[string]any `json:"data"`
	}
	_, err := l.rc.R().SetContext(ctx).SetResult(&out).Get("/contact-lists")
	return out.Data, err
}

// PushToList appends qualified leads (by phone) to the SDR dialing list.
func (l *Leads) PushToList(ctx context.Context, listID string, phones []string) error {
	body := pushBody{}
	for _, p := range phones {
		body.Contacts = append(body.Contacts, map[string]string{"phone": p})
	}
	resp, err := l.rc.R().
		SetContext(ctx).
		SetPathParam("listId", listID).
		SetBody(body).
		SetError(&DialpathError{}).
		Post("/contact-lists/{listId}/contacts")
	if err != nil {
		return fmt.Errorf("dialpath push: %w", err)
	}
	if resp.StatusCode() == http.StatusServiceUnavailable {
		return ErrDialpathDisabled
	}
	if resp.IsError() {
		if e, ok := resp.Error().(*DialpathError); ok && e.Message != "" {
			return fmt.Errorf("dialpath push: %d %s", resp.StatusCode(), e.Message)
		}
		return fmt.Errorf("dialpath push: HTTP %d", resp.StatusCode())
	}
	return nil
}
