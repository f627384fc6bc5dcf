package webhooks

import (
	"io"
	"net/http"

	"github.com/gin-gonic/gin"
	"github.com/stripe/stripe-go/v76/webhook"
)

func (h *Handlers) Stripe(c *gin.Context) {
	payload, err := io.ReadAll(io.LimitReader(c.Request.Body, 65536))
	if err != nil {
		c.AbortWithStatus(http.StatusServiceUnavailable)
		return
	}
	ev, err := webhook.ConstructEvent(payload, c.GetHeader("Stripe-Signature"), h.StripeSecret)
	if err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "invalid signature"})
		return
	}
	if err := h.Events.Publish(c, "stripe."+string(ev.Type), payload); err != nil {
		c.AbortWithStatus(http.StatusInternalServerError)
		return
	}
	c.Status(http.StatusOK)
}
