package webhooks

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"

	"github.com/go-chi/chi/v5"
	"github.com/stripe/stripe-go/v76/webhook"

	"github.com/tallyho-freight/dialer-sync/internal/billing"
	"github.com/tallyho-freight/dialer-sync/internal/dialpath"
	"github.com/tallyho-freight/dialer-sync/internal/middleware"
)

type Handler struct {
	dialpathSecret []byte
	stripeSecret   string
	dp             *dialpath.Client
	bill           *billing.Client
	log            *slog.Logger
}

func NewHandler(dpSecret, stripeSecret string, dp *dialpath.Client, bill *billing.Client, log *slog.Logger) *Handler {
	return &Handler{dialpathSecret: []byte(dpSecret), stripeSecret: stripeSecret, dp: dp, bill: bill, log: log}
}

type callEvent struct {
	Type     string `json:"type"`
	CallID   string `json:"call_id"`
	ListID   string `json:"contact_list_id"`
	Outcome  string `json:"outcome"`
	Duration int    `json:"duration_seconds"`
}

// Dialpath receives call.completed events.
func (h *Handler) Dialpath(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
	if err != nil {
		http.Error(w, "read error", http.StatusBadRequest)
		return
	}
	sig := r.Header.Get("X-Dialpath-Signature")
	if !validHMAC(body, sig, h.dialpathSecret) {
		h.log.Warn("dialpath webhook: bad signature")
		w.WriteHeader(http.StatusUnauthorized)
		return
	}
	var ev callEvent
	if err := json.Unmarshal(body, &ev); err != nil {
		http.Error(w, "bad json", http.StatusBadRequest)
		return
	}
	h.log.Info("call event", "type", ev.Type, "call", ev.CallID, "outcome", ev.Outcome)
	w.WriteHeader(http.StatusAccepted)
}

func validHMAC(body []byte, sigHex string, secret []byte) bool {
	mac := hmac.New(sha256.New, secret)
	mac.Write(body)
	want := mac.Sum(nil)
	got, err := hex.DecodeString(sigHex)
	if err != nil {
		return false
	}
	return hmac.Equal(want, got)
}

// Stripe receives invoice events so we can pause dialing for delinquent accounts.
func (h *Handler) Stripe(w http.ResponseWriter, r *http.Request) {
	payload, err := io.ReadAll(io.LimitReader(r.Body, 1<<16))
	if err != nil {
		w.WriteHeader(http.StatusServiceUnavailable)
		return
	}
	event, err := webhook.ConstructEvent(payload, r.Header.Get("Stripe-Signature"), h.stripeSecret)
	if err != nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	if event.Type == "invoice.payment_failed" {
		_ = h.bill.FlagDelinquent(r.Context(), event.Account)
	}
	w.WriteHeader(http.StatusOK)
}

// TriggerSync is called by the ops console; the gateway injects the operator identity.
func (h *Handler) TriggerSync(w http.ResponseWriter, r *http.Request) {
	listID := chi.URLParam(r, "listID")
	operator := middleware.UserFrom(r.Context())
	h.log.Info("manual sync", "list", listID, "operator", operator)
	if _, err := h.dp.GetContactList(r.Context(), listID); err != nil {
		if dialpath.Temporary(err) {
			w.Header().Set("Retry-After", "30")
			http.Error(w, err.Error(), http.StatusServiceUnavailable)
			return
		}
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	w.WriteHeader(http.StatusAccepted)
}
