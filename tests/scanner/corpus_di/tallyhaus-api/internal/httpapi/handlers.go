package httpapi

import (
	"database/sql"
	"encoding/json"
	"net/http"

	"github.com/go-chi/chi/v5"

	"github.com/tallyhaus/tallyhaus-api/internal/httpapi/middleware"
	"github.com/tallyhaus/tallyhaus-api/internal/httpapi/webhooks"
)

// Handlers serve Tallyhaus' own contact lists (stored in Postgres, not the dialer's).
type Handlers struct{ db *sql.DB }

func NewHandlers(dsn string) *Handlers {
	db, _ := sql.Open("pgx", dsn)
	return &Handlers{db: db}
}

type contactList struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	Owner string `json:"owner_email"`
}

func (h *Handlers) ListContactLists(w http.ResponseWriter, r *http.Request) {
	id, _ := middleware.IdentityFrom(r.Context())
	rows, err := h.db.QueryContext(r.Context(), `SELECT id, name, owner_email FROM contact_lists WHERE owner_email = $1`, id.Email)
	if err != nil {
		middleware.WriteError(w, http.StatusInternalServerError, "db error")
		return
	}
	defer rows.Close()
	out := []contactList{}
	for rows.Next() {
		var c contactList
		_ = rows.Scan(&c.ID, &c.Name, &c.Owner)
		out = append(out, c)
	}
	_ = json.NewEncoder(w).Encode(out)
}

func (h *Handlers) GetContactList(w http.ResponseWriter, r *http.Request) {
	var c contactList
	err := h.db.QueryRowContext(r.Context(), `SELECT id, name, owner_email FROM contact_lists WHERE id = $1`, chi.URLParam(r, "id")).Scan(&c.ID, &c.Name, &c.Owner)
	if err == sql.ErrNoRows {
		middleware.WriteError(w, http.StatusNotFound, "contact list not found")
		return
	}
	_ = json.NewEncoder(w).Encode(c)
}

func (h *Handlers) CreateContactList(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusNotImplemented) }
func (h *Handlers) DeleteContactList(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusNotImplemented) }
func (h *Handlers) AddContacts(w http.ResponseWriter, r *http.Request)       { w.WriteHeader(http.StatusNotImplemented) }

func (h *Handlers) OnCallEvent(ev webhooks.CallEvent) error {
	_, err := h.db.Exec(`INSERT INTO call_events (call_id, outcome, duration) VALUES ($1, $2, $3)`, ev.CallID, ev.Outcome, ev.Duration)
	return err
}
