package handlers

import (
	"errors"
	"io"
	"net/http"

	"github.com/gin-gonic/gin"
	"github.com/harborline/harbor-core/internal/db"
	"github.com/harborline/harbor-core/internal/ringlane"
	"github.com/stripe/stripe-go/v76/webhook"
)

type Webhooks struct {
	q              *db.Queries
	stripeSecret   string
	ringlaneSecret string
}

func NewWebhooks(q *db.Queries, stripeSecret, ringlaneSecret string) *Webhooks {
	return &Webhooks{q: q, stripeSecret: stripeSecret, ringlaneSecret: ringlaneSecret}
}

func (h *Webhooks) Stripe(c *gin.Context) {
	payload, err := io.ReadAll(io.LimitReader(c.Request.Body, 65536))
	if err != nil {
		c.Status(http.StatusServiceUnavailable)
		return
	}
	ev, err := webhook.ConstructEvent(payload, c.GetHeader("Stripe-Signature"), h.stripeSecret)
	if err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "bad signature"})
		return
	}
	if ev.Type == "payment_intent.succeeded" {
		_ = h.q.MarkDepositPaid(c, ev.Data.Object["id"].(string))
	}
	c.Status(http.StatusOK)
}

func (h *Webhooks) Ringlane(c *gin.Context) {
	ev, err := ringlane.VerifyWebhook(c.Request, h.ringlaneSecret)
	if errors.Is(err, ringlane.ErrBadSignature) {
		c.Status(http.StatusUnauthorized)
		return
	}
	if err != nil {
		c.Status(http.StatusBadRequest)
		return
	}
	if err := h.q.InsertCallOutcome(c, db.InsertCallOutcomeParams{
		RinglaneCallID: ev.CallID,
		Phone:          ev.Phone,
		Disposition:    ev.Disposition,
		DurationS:      int32(ev.DurationS),
		AgentEmail:     ev.AgentEmail,
		OccurredAt:     ev.At,
	}); err != nil {
		c.Status(http.StatusInternalServerError)
		return
	}
	c.Status(http.StatusNoContent)
}
