package jobs

import (
	"context"
	"errors"
	"net/http"
	"time"

	"github.com/harborline/harbor-core/internal/db"
	"github.com/harborline/harbor-core/internal/ringlane"
	"go.uber.org/zap"
)

// ListSync pushes newly qualified leads into the Ringlane list for their region.
type ListSync struct {
	q   *db.Queries
	rl  *ringlane.Client
	log *zap.Logger
}

func (j *ListSync) Run() {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()

	pending, err := j.q.PendingLeadsByList(ctx)
	if err != nil {
		j.log.Error("list sync: load pending", zap.Error(err))
		return
	}
	for listID, leads := range groupByList(pending) {
		contacts := make([]ringlane.Contact, 0, len(leads))
		for _, l := range leads {
			contacts = append(contacts, ringlane.Contact{Phone: l.Phone, FirstName: l.FirstName, ZIP: l.Zip})
		}
		_, err := j.rl.AppendContacts(ctx, listID, contacts)
		var apiErr *ringlane.APIError
		switch {
		case err == nil:
			_ = j.q.MarkLeadsSynced(ctx, leadIDs(leads))
		case errors.As(err, &apiErr) && apiErr.StatusCode == http.StatusServiceUnavailable:
			// Ringlane admins turned the public API off; nothing else will work this run.
			j.log.Warn("list sync: ringlane public api disabled, stopping")
			return
		case ringlane.IsTransient(err):
			j.log.Info("list sync: transient ringlane error, will retry next tick", zap.String("list", listID))
		case errors.Is(err, ringlane.ErrListNotFound):
			j.log.Warn("list sync: list deleted in ringlane, unlinking", zap.String("list", listID))
			_ = j.q.UnlinkRinglaneList(ctx, listID)
		default:
			j.log.Error("list sync failed", zap.String("list", listID), zap.Error(err))
		}
	}
}

func groupByList(rows []db.PendingLeadsByListRow) map[string][]db.PendingLeadsByListRow {
	out := map[string][]db.PendingLeadsByListRow{}
	for _, r := range rows {
		out[r.RinglaneListID] = append(out[r.RinglaneListID], r)
	}
	return out
}

func leadIDs(rows []db.PendingLeadsByListRow) []int64 {
	ids := make([]int64, len(rows))
	for i, r := range rows {
		ids[i] = r.LeadID
	}
	return ids
}
