package billing

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"time"

	"github.com/go-resty/resty/v2"
)

// Reporter pushes dialer minutes to the internal billing API (API Gateway, key auth).
type Reporter struct{ rc *resty.Client }

func NewReporter() *Reporter {
	rc := resty.New().
		SetBaseURL("https://billing.internal.brightpath.io/v1").
		SetHeader("x-api-key", os.Getenv("BILLING_API_KEY")).
		SetHeader("X-User-Id", "dialer-gateway").
		SetTimeout(5 * time.Second)
	return &Reporter{rc: rc}
}

func (r *Reporter) ReportMinutes(ctx context.Context, account string, minutes int) error {
	resp, err := r.rc.R().SetContext(ctx).
		SetBody(map[string]any{"account": account, "minutes": minutes}).
		Post("/usage")
	if err != nil {
		return err
	}
	switch resp.StatusCode() {
	case http.StatusAccepted, http.StatusOK:
		return nil
	case http.StatusBadGateway, http.StatusServiceUnavailable:
		return fmt.Errorf("billing temporarily unavailable: %d", resp.StatusCode())
	default:
		return fmt.Errorf("billing rejected usage: %s", resp.String())
	}
}
