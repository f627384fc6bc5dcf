package mailer

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
)

// Mailer is the transactional/marketing email provider. It has its own
// contact lists which mirror the CRM segments.
type Mailer struct {
	APIKey string
	HTTP   *http.Client
}

const mailerBase = "https://api.postpigeon.example/v1"

func (m *Mailer) AddToList(ctx context.Context, listID, email string) error {
	payload, _ := json.Marshal(map[string]string{"email": email})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost,
		fmt.Sprintf("%s/contact-lists/%s/contacts", mailerBase, listID), bytes.NewReader(payload))
	if err != nil {
		return err
	}
	req.Header.Set("x-api-key", m.APIKey)
	req.Header.Set("Content-Type", "application/json")

	resp, err := m.HTTP.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()

	if resp.StatusCode == http.StatusNotFound {
		return fmt.Errorf("mailer: list %s not found", listID)
	}
	if resp.StatusCode >= 400 {
		var e struct {
			Error string `json:"error"`
		}
		_ = json.NewDecoder(resp.Body).Decode(&e)
		return fmt.Errorf("mailer: %d %s", resp.StatusCode, e.Error)
	}
	return nil
}
