package activities

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"

	"go.temporal.io/sdk/temporal"
)

// AuditActivities posts to the internal audit log service (API Gateway in front of Lambda).
type AuditActivities struct {
	URL  string
	Key  string
	HTTP *http.Client
}

func (a *AuditActivities) Record(ctx context.Context, event, subject string) error {
	b, _ := json.Marshal(map[string]string{"event": event, "subject": subject, "source": "dialer-workflows"})
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, a.URL, bytes.NewReader(b))
	req.Header.Set("x-api-key", a.Key)
	req.Header.Set("Content-Type", "application/json")
	resp, err := a.HTTP.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	switch resp.StatusCode {
	case http.StatusOK, http.StatusAccepted:
		return nil
	case http.StatusBadGateway, http.StatusServiceUnavailable, http.StatusGatewayTimeout:
		return fmt.Errorf("audit gateway %d", resp.StatusCode) // retried
	case http.StatusNotFound:
		return temporal.NewNonRetryableApplicationError("audit stage missing", "AuditNotFound", nil)
	}
	var e struct {
		Message string `json:"message"`
	}
	_ = json.NewDecoder(resp.Body).Decode(&e)
	return temporal.NewNonRetryableApplicationError(e.Message, "AuditRejected", nil)
}
