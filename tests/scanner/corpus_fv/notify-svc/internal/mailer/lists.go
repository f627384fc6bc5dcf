package mailer

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
)

// Mailjet contact lists for the shipper newsletter.
const mailjetBase = "https://api.mailjet.com/v3/REST"

type Mailjet struct {
	Key, Secret string
	HTTP        *http.Client
}

func (m *Mailjet) AddToList(ctx context.Context, listID int, email string) error {
	url := fmt.Sprintf("%s/contactslist/%d/managecontact", mailjetBase, listID)
	payload := fmt.Sprintf(`{"Email":%q,"Action":"addnoforce"}`, email)
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, url, strings.NewReader(payload))
	req.SetBasicAuth(m.Key, m.Secret)
	req.Header.Set("Content-Type", "application/json")
	resp, err := m.HTTP.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusServiceUnavailable || resp.StatusCode == http.StatusBadGateway {
		return fmt.Errorf("mailjet unavailable")
	}
	if resp.StatusCode >= 400 {
		var e struct {
			ErrorMessage string `json:"ErrorMessage"`
		}
		_ = json.NewDecoder(resp.Body).Decode(&e)
		return fmt.Errorf("mailjet: %s", e.ErrorMessage)
	}
	return nil
}

// Internal audit service wants an x-api-key too.
func PostAudit(ctx context.Context, key, event string) error {
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, "http://audit.internal/v1/events", strings.NewReader(event))
	req.Header.Set("X-Api-Key", key)
	req.Header.Set("X-User-Id", "notify-svc")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
